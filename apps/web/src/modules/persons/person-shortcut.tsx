import type { ResourceRecord } from '@hesab/contract';
import type { NewRecordDialogProps } from '../../shared/picker/record-shortcuts.ts';
import { PersonFormDialog } from './person-form-dialog.tsx';

function pickedPerson(record: ResourceRecord) {
  const name = String(record.name ?? '');
  return {
    id: Number(record.id),
    name,
    label: name,
    color: null,
    remain: typeof record.remain === 'string' ? record.remain : null,
    mobile: typeof record.mobile === 'string' ? record.mobile : null,
    phone: typeof record.phone === 'string' ? record.phone : null,
  };
}

/** A person picker's add-person: the whole person form in a dialog, the new person then picked. */
export function PersonShortcutDialog({ initialName, onSaved, onClose }: NewRecordDialogProps) {
  return <PersonFormDialog initialName={initialName} onSaved={(record) => onSaved(pickedPerson(record))} onClose={onClose} />;
}

