import AddIcon from '@mui/icons-material/Add';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import ListIcon from '@mui/icons-material/List';
import Button from '@mui/material/Button';
import { useNavigate } from 'react-router';
import { GuardedLink } from '../navigation/guarded-link.tsx';
import { useNavigationGuard } from '../navigation/navigation-guard-context.ts';

interface FormHeaderActionsProps {
  newPath: string;
  /** translated */
  newText: string;
  listPath: string;
  /** translated */
  listText: string;
  /** translated */
  backText: string;
}

/** A form page's header buttons (spec 01 and 02): a new record, the list, and back where the user came from. */
export function FormHeaderActions({ newPath, newText, listPath, listText, backText }: FormHeaderActionsProps) {
  const navigate = useNavigate();
  const guard = useNavigationGuard();
  return (
    <>
      <Button component={GuardedLink} to={newPath} size="small" startIcon={<AddIcon />} data-testid="form-header-new">
        {newText}
      </Button>
      <Button component={GuardedLink} to={listPath} size="small" startIcon={<ListIcon />} data-testid="form-header-list">
        {listText}
      </Button>
      <Button
        size="small"
        startIcon={<ArrowBackIcon sx={{ transform: (theme) => (theme.direction === 'rtl' ? 'scaleX(-1)' : 'none') }} />}
        onClick={() => void guard.confirmLeave().then((leave) => leave && navigate(-1))}
      >
        {backText}
      </Button>
    </>
  );
}
