import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import ShareIcon from '@mui/icons-material/Share';
import Button from '@mui/material/Button';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '../api/client.ts';
import { saveFile } from '../api/save-file.ts';

interface PdfButtonsProps {
  /** the PDF's route (`invoice/7/pdf`, `report/pdf`) and its query */
  path: string;
  query: Readonly<Record<string, string>>;
  fileName: string;
}

/**
 * A document or report as a PDF the server prints with Chromium (`GET <document>/{id}/pdf`, `GET report/pdf`):
 * saved, or shared where the device shares files.
 */
export function PdfButtons({ path, query, fileName }: PdfButtonsProps) {
  const { t } = useTranslation();
  const fetchPdf = async () => {
    const { blob, name } = await api.getFile(path, query);
    return new File([blob], name ?? fileName, { type: 'application/pdf' });
  };
  // Failures go to the app's error handler (a 503 names what the server lacks).
  const save = useMutation({ mutationFn: fetchPdf, onSuccess: (file) => saveFile(file, file.name) });
  const share = useMutation({
    mutationFn: async () => {
      const file = await fetchPdf();
      // Closing the device's share sheet is no failure.
      await navigator.share({ files: [file], title: file.name }).catch((error: unknown) => {
        if (!(error instanceof DOMException && error.name === 'AbortError')) throw error;
      });
    },
  });
  const sharesFiles = typeof navigator.canShare === 'function' && navigator.canShare({ files: [new File([], 'x.pdf', { type: 'application/pdf' })] });
  return (
    <>
      <Button variant="outlined" startIcon={<PictureAsPdfIcon />} loading={save.isPending} onClick={() => save.mutate()} data-testid="print-pdf">
        {t('printing.pdf')}
      </Button>
      {sharesFiles && (
        <Button variant="outlined" startIcon={<ShareIcon />} loading={share.isPending} onClick={() => share.mutate()} data-testid="print-share-pdf">
          {t('printing.sharePdf')}
        </Button>
      )}
    </>
  );
}
