import type { ResourceDefinition, ResourceRecord } from '@hesab/contract';
import Dialog from '@mui/material/Dialog';
import LinearProgress from '@mui/material/LinearProgress';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useNavigationGuard } from '../navigation/navigation-guard-context.ts';
import { NavigationGuardProvider } from '../navigation/navigation-guard-provider.tsx';
import type { FormLayout } from './form-layout.ts';
import { ResourceForm } from './resource-form.tsx';

interface ResourceFormDialogProps {
  definition: ResourceDefinition;
  /** the record to edit; none creates one */
  recordKey?: string;
  /** a screen's layout of the form; null while it is still being read (the session) */
  layout?: FormLayout | null;
  /** a new record's first values */
  defaults?: ResourceRecord;
  /** after a save, before the dialog closes */
  onSaved?(record: ResourceRecord): void;
  onClose(): void;
}

/**
 * The form of a definition in a dialog, over a list or a picker; full screen on phones. Its unsaved work is its
 * own: closing it asks only about the dialog's form, not about a form page under it.
 */
export function ResourceFormDialog(props: ResourceFormDialogProps) {
  return (
    <NavigationGuardProvider>
      <FormDialog {...props} />
    </NavigationGuardProvider>
  );
}

function FormDialog({ definition, recordKey, layout, defaults, onSaved, onClose }: ResourceFormDialogProps) {
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
    <Dialog
      open
      onClose={requestClose}
      fullScreen={phone}
      fullWidth
      maxWidth={layout === undefined ? 'sm' : 'md'}
      data-testid="resource-form-dialog"
    >
      {layout === null ? (
        <LinearProgress />
      ) : (
        <ResourceForm
          variant="dialog"
          definition={definition}
          recordKey={recordKey}
          layout={layout}
          defaults={defaults}
          onSaved={(record) => {
            onSaved?.(record);
            onClose();
          }}
          onCancel={requestClose}
        />
      )}
    </Dialog>
  );
}
