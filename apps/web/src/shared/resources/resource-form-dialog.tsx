import type { ResourceDefinition } from '@hesab/contract';
import Dialog from '@mui/material/Dialog';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useNavigationGuard } from '../navigation/navigation-guard-context.ts';
import { ResourceForm } from './resource-form.tsx';

interface ResourceFormDialogProps {
  definition: ResourceDefinition;
  /** the record to edit; none creates one */
  recordKey?: string;
  onClose(): void;
}

/** The form of a definition without a page of its own, over its list; full screen on phones. */
export function ResourceFormDialog({ definition, recordKey, onClose }: ResourceFormDialogProps) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const guard = useNavigationGuard();
  // Closing the dialog leaves the form, so unsaved work is asked about as when leaving a page.
  const requestClose = () => {
    void guard.confirmLeave().then((leave) => {
      if (leave) onClose();
    });
  };
  return (
    <Dialog open onClose={requestClose} fullScreen={phone} fullWidth maxWidth="sm" data-testid="resource-form-dialog">
      <ResourceForm
        variant="dialog"
        definition={definition}
        recordKey={recordKey}
        onSaved={onClose}
        onCancel={requestClose}
      />
    </Dialog>
  );
}
