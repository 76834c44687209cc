import { costSummarySchema, productPictureExtensions, productPictureType } from '@hesab/contract';
import PhotoCameraOutlinedIcon from '@mui/icons-material/PhotoCameraOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useFormatContext } from '../../shared/fields/format-context.ts';
import { formatAmount } from '../../shared/fields/money-type.tsx';
import type { FormContext } from '../../shared/resources/form-layout.ts';
import { RecordFilesSection } from '../../shared/uploads/record-files-section.tsx';
import { acceptOf } from '../../shared/uploads/upload-rules.ts';

/** The avatar of a saved product, through the shared upload (png, gif or jpeg, 500,000 bytes at most). */
export function ProductPicture({ record }: FormContext) {
  const { t } = useTranslation();
  const id = record?.id;
  if (typeof id !== 'number') return <Alert severity="info">{t('productForm.saveBeforePicture')}</Alert>;
  return (
    <RecordFilesSection
      title={t('productForm.picture')}
      type={productPictureType}
      refId={id}
      accept={acceptOf(productPictureExtensions)}
      buttonText={t('productForm.choosePicture')}
      icon={<PhotoCameraOutlinedIcon />}
    />
  );
}

const costNames = ['first', 'min', 'average', 'max', 'last'] as const;

/** What the product's receipts cost (first, lowest, average, highest, last): what a pricing percent is added to. */
export function ProductCosts({ record }: FormContext) {
  const { t } = useTranslation();
  const context = useFormatContext();
  const costs = costSummarySchema.safeParse(record?.costs);
  if (!costs.success || costs.data.last === null) {
    return (
      <Typography variant="body2" color="text.secondary">
        {t('productForm.noCosts')}
      </Typography>
    );
  }
  return (
    <Stack spacing={1} data-testid="product-costs">
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
        {t('productForm.costs')}
      </Typography>
      <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: { xs: 'repeat(2, 1fr)', sm: 'repeat(5, 1fr)' } }}>
        {costNames.map((name) => (
          <Box key={name}>
            <Typography variant="caption" color="text.secondary">
              {t(`productForm.costsOptions.${name}`)}
            </Typography>
            <Typography>
              <bdi dir="ltr">{formatAmount(costs.data[name], context.currencyPrecision, context)}</bdi>
            </Typography>
          </Box>
        ))}
      </Box>
    </Stack>
  );
}
