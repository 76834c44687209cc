import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { Component, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ChunkLoadError, pageFailureMessageKey } from '../../shared/errors/chunk-load.ts';

function PageFailed({ error }: { error: unknown }) {
  const { t } = useTranslation();
  return (
    <Alert
      severity="error"
      data-testid="page-failed"
      action={
        <Button color="inherit" size="small" onClick={() => window.location.reload()}>
          {t(error instanceof ChunkLoadError ? 'errors.reloadPage' : 'common.retry')}
        </Button>
      }
    >
      {t(pageFailureMessageKey(error))}
    </Alert>
  );
}

/** A page that fails to render (or whose code chunk fails to load) leaves the menu and the tabs usable. */
export class PageErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean; error: unknown }> {
  override state: { failed: boolean; error: unknown } = { failed: false, error: null };

  static getDerivedStateFromError(error: unknown): { failed: boolean; error: unknown } {
    return { failed: true, error };
  }

  override componentDidCatch(error: unknown): void {
    console.error(error);
  }

  override render(): ReactNode {
    return this.state.failed ? <PageFailed error={this.state.error} /> : this.props.children;
  }
}
