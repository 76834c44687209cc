import { attachmentType, type DocumentDefinition } from '@hesab/contract';
import AttachFileIcon from '@mui/icons-material/AttachFile';
import { useTranslation } from 'react-i18next';
import { RecordFilesSection } from '../uploads/record-files-section.tsx';
import { imageAccept } from '../uploads/upload-rules.ts';

/** What a document's attached files may be: pictures of a cheque or a slip, and PDF or office files. */
const attachmentAccept = `${imageAccept},.pdf,.docx,.xlsx`;

/** A saved document's attached files (scans of its cheques, a bank's slip), listed, opened, added and removed. */
export function DocumentAttachments({ definition, id }: { definition: DocumentDefinition; id: number }) {
  const { t } = useTranslation();
  return (
    <RecordFilesSection
      title={t('documents.attachments')}
      type={attachmentType(definition)}
      refId={id}
      accept={attachmentAccept}
      buttonText={t('documents.addAttachments')}
      icon={<AttachFileIcon />}
    />
  );
}
