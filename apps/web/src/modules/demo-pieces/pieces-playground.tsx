import CloudUploadIcon from '@mui/icons-material/CloudUpload';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DescriptionField } from '../../shared/drafts/description-field.tsx';
import { Picker } from '../../shared/picker/picker.tsx';
import type { PickerItem } from '../../shared/picker/picker-api.ts';
import '../../shared/pieces-i18n.ts';
import { TagMultiSelect } from '../../shared/tags/tag-multi-select.tsx';
import { UploadDialog } from '../../shared/uploads/upload-dialog.tsx';

/** The record the playground's uploads belong to. */
const playgroundOwner = { type: 'test', refId: 1 } as const;

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700, mb: 2 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

/**
 * A temporary page that shows the shared pieces together until real forms use them: chained group pickers,
 * a multiple picker, tags, a description with drafts and an upload dialog. Its values go nowhere.
 */
export function PiecesPlayground() {
  const { t } = useTranslation();
  const [group, setGroup] = useState<PickerItem | null>(null);
  const [subGroup, setSubGroup] = useState<PickerItem | null>(null);
  const [categories, setCategories] = useState<PickerItem[]>([]);
  const [currency, setCurrency] = useState<PickerItem | null>(null);
  const [tags, setTags] = useState<string[]>([]);
  const [description, setDescription] = useState('');
  const [uploading, setUploading] = useState(false);

  return (
    <Stack spacing={2} sx={{ maxWidth: 720 }} data-testid="pieces-playground">
      <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
        Pieces playground
      </Typography>
      <Section title="Picker">
        <Stack spacing={2}>
          <Picker
            select="group/main"
            label="group/main"
            value={group}
            onChange={(item) => {
              setGroup(item);
              // The sub-group belongs to the main group: a new main group clears it.
              if (item?.id !== group?.id) setSubGroup(null);
            }}
            testId="picker-main"
          />
          <Picker
            select="group/sub"
            label="group/sub"
            parentId={group?.id ?? null}
            value={subGroup}
            onChange={setSubGroup}
            testId="picker-sub"
          />
          <Picker multiple select="category" label="category" value={categories} onChange={setCategories} testId="picker-multi" />
          <Picker
            initialSelect
            select="currency"
            label="currency (initialSelect)"
            allowAdd={false}
            value={currency}
            onChange={setCurrency}
            testId="picker-currency"
          />
        </Stack>
      </Section>
      <Section title={t('pieces.tags.tags')}>
        <TagMultiSelect type="test" value={tags} onChange={setTags} />
        <Box sx={{ mt: 1, color: 'text.secondary', fontSize: 12 }} data-testid="tags-value">
          {JSON.stringify(tags)}
        </Box>
      </Section>
      <Section title={t('pieces.drafts.description')}>
        <DescriptionField type="test" value={description} onChange={setDescription} />
      </Section>
      <Section title={t('pieces.uploads.title')}>
        <Button variant="contained" startIcon={<CloudUploadIcon />} onClick={() => setUploading(true)} data-testid="upload-open">
          {t('pieces.uploads.open')}
        </Button>
        <UploadDialog
          open={uploading}
          onClose={() => setUploading(false)}
          type={playgroundOwner.type}
          refId={playgroundOwner.refId}
        />
      </Section>
    </Stack>
  );
}
