import { fileLinkMinutes } from '@hesab/contract';
import { localizeDigits } from '@hesab/domain';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useConfirmedDelete } from '../dialogs/use-confirmed-delete.ts';
import { useLanguage } from '../i18n/use-language.ts';
import { useNotify } from '../notify/notify-context.ts';
import { FileThumb } from './file-thumb.tsx';
import { isImageName, kilobytes } from './upload-rules.ts';
import { deleteFile, fetchFiles, filesQueryKey, type FileOwner, type UploadedFile } from './uploads-api.ts';

/** The files already uploaded for the owner, each with a preview and a delete button. */
export function UploadedFiles({ owner }: { owner: FileOwner }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const notify = useNotify();
  const confirmedDelete = useConfirmedDelete();
  const queryClient = useQueryClient();
  // Signed links expire: the list is fetched again well before, so a form left open keeps working previews.
  const files = useQuery({ queryKey: filesQueryKey(owner), queryFn: () => fetchFiles(owner), refetchInterval: (fileLinkMinutes / 3) * 60_000 });

  const remove = async (file: UploadedFile) => {
    await confirmedDelete(async () => {
      const answer = await deleteFile(file.id);
      notify.success(answer.message);
      await queryClient.invalidateQueries({ queryKey: filesQueryKey(owner) });
    });
  };

  const list = files.data?.data ?? [];
  return (
    <Box>
      <Typography variant="subtitle2" sx={{ mb: 1 }}>
        {t('uploads.uploaded')}
      </Typography>
      {files.isSuccess && list.length === 0 && (
        <Typography variant="body2" color="text.secondary">
          {t('uploads.noneUploaded')}
        </Typography>
      )}
      <Stack spacing={1}>
        {list.map((file) => (
          <Box key={file.id} sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }} data-testid="uploaded-file" data-id={file.id}>
            <FileThumb
              name={file.title || file.name}
              imageUrl={file.type.startsWith('image/') || isImageName(file.name) ? file.url : null}
              openUrl={file.url}
              testId="uploaded-file-preview"
            />
            <Box sx={{ flexGrow: 1, minWidth: 0 }}>
              <Typography noWrap dir="auto">
                {file.title || file.name}
              </Typography>
              <Typography variant="caption" color="text.secondary" noWrap component="div">
                {localizeDigits(t('uploads.size', { size: kilobytes(file.size) }), language)} · {file.name}
              </Typography>
            </Box>
            <IconButton aria-label={t('uploads.deleteFile')} onClick={() => void remove(file)} data-testid="uploaded-file-delete">
              <DeleteOutlinedIcon fontSize="small" />
            </IconButton>
          </Box>
        ))}
      </Stack>
    </Box>
  );
}
