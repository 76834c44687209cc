import { localizeDigits } from '@hesab/domain';
import CloseIcon from '@mui/icons-material/Close';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiErrorHandler } from '../errors/use-api-error-handler.ts';
import { useLanguage } from '../i18n/use-language.ts';
import { useNotify } from '../notify/notify-context.ts';
import { FileThumb } from './file-thumb.tsx';
import { UploadedFiles } from './uploaded-files.tsx';
import { defaultTitle, imageAccept, isImageName, kilobytes, screenFiles, type Refusal } from './upload-rules.ts';
import { filesQueryKey, uploadFiles, type FileOwner, type UploadedFile } from './uploads-api.ts';

interface ChosenFile {
  key: number;
  file: File;
  title: string;
  /** an object URL of the file itself, for the preview and the popup */
  url: string;
}

export interface UploadDialogProps {
  open: boolean;
  onClose(): void;
  /** what the files belong to, e.g. 'customer' */
  type: string;
  refId: number | string;
  /** the <input accept> list; the images of spec 02 section 5 by default */
  accept?: string;
  /** translated; "upload files" by default */
  title?: string;
  onUploaded?(files: UploadedFile[]): void;
}

/**
 * The upload dialog of spec 02: choose files, see previews (a click opens one in a popup), drop any, give each
 * a title, upload. A file over 500,000 bytes is refused at once with the pink message and left out.
 */
export function UploadDialog({ open, onClose, type, refId, accept = imageAccept, title, onUploaded }: UploadDialogProps) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const notify = useNotify();
  const handleError = useApiErrorHandler();
  const queryClient = useQueryClient();
  const theme = useTheme();
  const isPhone = useMediaQuery(theme.breakpoints.down('sm'));
  const titleId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const nextKey = useRef(0);
  const [chosen, setChosen] = useState<ChosenFile[]>([]);
  const [refusals, setRefusals] = useState<Refusal[]>([]);
  const [uploading, setUploading] = useState(false);
  const owner: FileOwner = { type, refId };

  // Object URLs hold the file in memory until revoked: the ones still chosen go when the dialog does.
  const chosenRef = useRef(chosen);
  useEffect(() => {
    chosenRef.current = chosen;
  }, [chosen]);
  useEffect(() => () => chosenRef.current.forEach((item) => URL.revokeObjectURL(item.url)), []);

  const refusalText = (refusal: Refusal) =>
    t(refusal.reason === 'too-large' ? 'uploads.tooLarge' : 'uploads.notAccepted', { name: refusal.name });

  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    const { accepted, refused } = screenFiles([...(event.target.files ?? [])], accept);
    // The same file chosen again must fire a change again.
    event.target.value = '';
    setRefusals(refused);
    for (const refusal of refused) notify.error(refusalText(refusal));
    const added = accepted.map((file) => ({
      key: nextKey.current++,
      file,
      title: defaultTitle(file.name),
      url: URL.createObjectURL(file),
    }));
    setChosen((current) => [...current, ...added]);
  };

  const drop = (item: ChosenFile) => {
    URL.revokeObjectURL(item.url);
    setChosen((current) => current.filter((each) => each.key !== item.key));
  };

  const retitle = (item: ChosenFile, text: string) =>
    setChosen((current) => current.map((each) => (each.key === item.key ? { ...each, title: text } : each)));

  const upload = async () => {
    setUploading(true);
    try {
      const answer = await uploadFiles(
        owner,
        chosen.map((item) => ({ file: item.file, title: item.title.trim() || defaultTitle(item.file.name) })),
      );
      chosen.forEach((item) => URL.revokeObjectURL(item.url));
      setChosen([]);
      setRefusals([]);
      notify.success(answer.message);
      await queryClient.invalidateQueries({ queryKey: filesQueryKey(owner) });
      onUploaded?.(answer.data);
    } catch (error) {
      handleError(error);
    } finally {
      setUploading(false);
    }
  };

  return (
    <Dialog
      open={open}
      onClose={uploading ? undefined : onClose}
      fullScreen={isPhone}
      fullWidth
      maxWidth="sm"
      aria-labelledby={titleId}
      data-testid="upload-dialog"
    >
      <DialogTitle id={titleId}>{title ?? t('uploads.title')}</DialogTitle>
      <DialogContent dividers>
        <Stack spacing={2}>
          <Box>
            <input
              ref={inputRef}
              type="file"
              multiple
              accept={accept}
              hidden
              onChange={pick}
              data-testid="upload-input"
            />
            <Button variant="outlined" startIcon={<UploadFileIcon />} onClick={() => inputRef.current?.click()} data-testid="upload-choose">
              {t('uploads.choose')}
            </Button>
            <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 1 }}>
              {t('uploads.hint')}
            </Typography>
          </Box>
          {refusals.length > 0 && (
            <Alert severity="error" onClose={() => setRefusals([])} data-testid="upload-refused">
              {refusals.map((refusal) => (
                <Box key={refusal.name} data-testid={refusal.reason === 'too-large' ? 'upload-too-large' : 'upload-not-accepted'}>
                  {refusalText(refusal)}
                </Box>
              ))}
            </Alert>
          )}
          {chosen.length > 0 && (
            <Box>
              <Typography variant="subtitle2" sx={{ mb: 1 }}>
                {t('uploads.selected')}
              </Typography>
              <Stack spacing={1.5}>
                {chosen.map((item) => (
                  <Box key={item.key} sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }} data-testid="upload-chosen">
                    <FileThumb
                      name={item.file.name}
                      imageUrl={isImageName(item.file.name) ? item.url : null}
                      openUrl={item.url}
                      testId="upload-preview"
                    />
                    <TextField
                      size="small"
                      fullWidth
                      label={t('uploads.fileTitle')}
                      value={item.title}
                      onChange={(event) => retitle(item, event.target.value)}
                      helperText={`${localizeDigits(t('uploads.size', { size: kilobytes(item.file.size) }), language)} · ${item.file.name}`}
                      slotProps={{ htmlInput: { maxLength: 249, dir: 'auto', 'data-testid': 'upload-title' } }}
                    />
                    <IconButton aria-label={t('uploads.remove')} onClick={() => drop(item)} data-testid="upload-remove">
                      <CloseIcon fontSize="small" />
                    </IconButton>
                  </Box>
                ))}
              </Stack>
            </Box>
          )}
          <Divider />
          {open && <UploadedFiles owner={owner} />}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={uploading}>
          {t('common.close')}
        </Button>
        <Button
          variant="contained"
          onClick={() => void upload()}
          disabled={chosen.length === 0}
          loading={uploading}
          data-testid="upload-submit"
        >
          {t('uploads.upload')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
