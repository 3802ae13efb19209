import { useEditorCommands } from '../store/editor-commands';
import { useEditorDispatch, useEditorState } from '../store/editor-store';
import { selectFile } from '../store/selectors';
import { ConflictModal } from './ConflictModal';
import { DiscardChangesModal } from './DiscardChangesModal';

/** The file changed on disk (conflict), or another file asked for with unsaved changes. */
export function EditorDialogs() {
  const dispatch = useEditorDispatch();
  const commands = useEditorCommands();
  const file = useEditorState(selectFile);
  const conflict = useEditorState((state) => state.ui.conflict);
  const pendingSwitch = useEditorState((state) => state.ui.pendingSwitch);
  return (
    <>
      <ConflictModal
        conflict={conflict}
        file={file}
        onKeepMine={() => dispatch({ type: 'setUi', ui: { conflict: undefined } })}
        onTakeDisk={() => {
          dispatch({ type: 'setUi', ui: { conflict: undefined } });
          commands.openFile(file).catch(commands.fail);
        }}
        onOverwrite={() => {
          if (!conflict) return;
          dispatch({ type: 'saved', version: conflict.disk.version });
          dispatch({
            type: 'setUi',
            ui: { conflict: undefined, message: 'Your version is now based on the disk version: Save writes it.' },
          });
        }}
      />
      <DiscardChangesModal
        target={pendingSwitch}
        onStay={() => dispatch({ type: 'setUi', ui: { pendingSwitch: undefined } })}
        onDiscard={() => {
          dispatch({ type: 'setUi', ui: { pendingSwitch: undefined } });
          if (pendingSwitch) commands.openFile(pendingSwitch).catch(commands.fail);
        }}
      />
    </>
  );
}
