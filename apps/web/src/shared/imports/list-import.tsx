import { importTypesOf } from '@hesab/contract';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import Button from '@mui/material/Button';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ImportDialog } from './import-dialog.tsx';

interface ListImportProps {
  /** the resource or document kind the list shows, by its name */
  name: string;
  /** i18n key of what is imported (the list's title) */
  title: string;
  /** the list's own kind (a sales list's `sell`): the type of a row that names none */
  refType?: string;
  /** after a file is written: the list reads its rows again */
  onImported(): void;
}

/**
 * A list's "import from Excel" button and its dialog (issue 18), where what the list shows takes imports (people,
 * products, accounting documents); nothing elsewhere. The caller shows it only to who may add to the list.
 */
export function ListImport({ name, title, refType, onImported }: ListImportProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [first, ...others] = useMemo(() => importTypesOf(name), [name]);
  if (!first) return null;
  return (
    <>
      <Button variant="outlined" startIcon={<UploadFileIcon />} onClick={() => setOpen(true)} data-testid="list-import">
        {t('imports.open')}
      </Button>
      {open && <ImportDialog types={[first, ...others]} title={title} refType={refType} onClose={() => setOpen(false)} onImported={onImported} />}
    </>
  );
}
