/**
 * The Catalog panel's "Compare with…": where an author looks over the whole list of tools, and
 * beside the catalog rather than in the header's choice, which would load the other version.
 */
export const CompareButton = ({ onOpen }: { onOpen: () => void }) => (
  <button type="button" className="button" aria-haspopup="dialog" onClick={onOpen}>
    Compare with…
  </button>
);
