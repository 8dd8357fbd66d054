import { Modal } from '../../../shared/dialogs/Modal';
import { SHORTCUTS } from '../../../shared/keyboard/keyboard';

type Props = { onClose: () => void };

export const ShortcutsDialog = ({ onClose }: Props) => (
  <Modal title="Keyboard shortcuts" onClose={onClose} className="shortcuts">
    <table className="shortcut-table">
      <tbody>
        {SHORTCUTS.map(({ keys, what }) => (
          <tr key={keys}>
            <th scope="row">
              <kbd>{keys}</kbd>
            </th>
            <td>{what}</td>
          </tr>
        ))}
      </tbody>
    </table>
  </Modal>
);
