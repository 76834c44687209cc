import { appRoutes, type YearClosingDocument } from '@hesab/contract';
import { localizeDigits } from '@hesab/domain';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { generatePath } from 'react-router';
import { GuardedLink } from '../../shared/navigation/guarded-link.tsx';
import { useLanguage } from '../../shared/i18n/use-language.ts';

interface ClosingDocumentsProps {
  documents: readonly YearClosingDocument[];
  /** a business date as the user reads it */
  dateOf(isoDate: string): string;
  testId: string;
}

/** The closing documents by kind, number and date, each opening its print page. */
export function ClosingDocuments({ documents, dateOf, testId }: ClosingDocumentsProps) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  return (
    <Stack component="ul" spacing={0.5} sx={{ m: 0, pl: 2.5 }} data-testid={testId}>
      {documents.map((document) => (
        <li key={document.id}>
          <Link component={GuardedLink} to={generatePath(appRoutes.AccountingPrint.path, { id: String(document.id) })} data-testid="closing-document">
            {t('closing.documentLink', {
              kind: t(`closing.kinds.${document.kind}`),
              number: localizeDigits(String(document.number), language),
              date: dateOf(document.date),
            })}
          </Link>
        </li>
      ))}
    </Stack>
  );
}
