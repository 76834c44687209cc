import { personResource, type ResourceRecord } from '@hesab/contract';
import { useMemo } from 'react';
import { ResourceFormDialog } from '../../shared/resources/resource-form-dialog.tsx';
import { usePersonLayout } from './person-layout.tsx';

interface PersonFormDialogProps {
  /** what was typed in the picker: the new person's first name */
  initialName: string;
  onSaved(record: ResourceRecord): void;
  onClose(): void;
}

/** The person form embedded in a dialog (spec 02): a picker's add-person shortcut creates the person in place. */
export function PersonFormDialog({ initialName, onSaved, onClose }: PersonFormDialogProps) {
  const layout = usePersonLayout();
  const defaults = useMemo(() => ({ firstname: initialName }), [initialName]);
  return (
    <ResourceFormDialog definition={personResource} layout={layout} defaults={defaults} onSaved={onSaved} onClose={onClose} />
  );
}
