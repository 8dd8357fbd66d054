import { capitalized } from '../../../shared/format';
import type { SavedFailure } from '../../../shared/savedWork';

type Props = {
  failure: SavedFailure;
  onChoose: (choice: 'open' | 'discard') => void;
};

/**
 * Saved work that could not be loaded, said at start-up: what it is, why (the engine's own
 * words), and the two ways on. Nothing is deleted until the user presses Discard.
 */
export const SavedFailureNotice = ({ failure, onChoose }: Props) => (
  <div className="status-banner status-saved-failure" role="alert" data-testid="saved-failure">
    <p>
      <strong>{capitalized(failure.what)} could not be loaded:</strong>{' '}
      <span className="saved-failure-message">{failure.message}.</span>{' '}
      {failure.pronoun === 'it' ? 'It stays' : 'They stay'} saved until you choose.
    </p>
    <div className="saved-failure-choices">
      <button type="button" className="button small" onClick={() => onChoose('open')}>
        Open without {failure.pronoun}
      </button>
      <button type="button" className="button small" onClick={() => onChoose('discard')}>
        Discard {failure.pronoun}
      </button>
    </div>
  </div>
);
