import type { WarehouseStock } from '@hesab/contract';
import { amountCell, formatMoney, localizeDigits } from '@hesab/domain';
import type { FormatContext } from '../../shared/fields/format-context.ts';
import type { TableColumn } from '../../shared/resources/table-columns.ts';

/** Quantities are decimals in base units, up to 4 places, shown with only the decimals they have as the product list shows stock. */
const quantityPrecision = 4;

/** The columns of product/entrepotList, on screen, in print and in Excel (the stock as an exact number). */
export function warehouseStockColumns(context: FormatContext): TableColumn<WarehouseStock>[] {
  const { t, language } = context;
  return [
    { id: 'code', header: t('fields.code'), text: (row) => localizeDigits(row.code ?? '', language) },
    { id: 'product', header: t('productTools.pricing.product'), text: (row) => row.product_label },
    { id: 'entrepot', header: t('products.entrepot'), text: (row) => row.entrepot_label },
    {
      id: 'stock',
      header: t('products.stock'),
      text: (row) => formatMoney(row.stock, { precision: quantityPrecision, language, trimZeros: true }),
      cell: (row) => amountCell(row.stock),
      ltr: true,
    },
  ];
}
