import { productIntegratorFields } from '@hesab/contract';
import type { FormLayout } from '../../shared/resources/form-layout.ts';
import { ProductCosts, ProductPicture } from './product-extras.tsx';
import { productFieldState, productImplied, productSettled, type ProductViewer } from './product-form-rules.ts';

/** The specifications tab, panel by panel as spec 01 section 2 orders them. */
const specificationFields = [
  // the item itself
  'name',
  'code',
  'barcode',
  'unit',
  // tax and pricing
  'price',
  'taxPercent',
  'priceWithTax',
  'taxid',
  'discount',
  'discountPercent',
  'currency',
  // other barcodes (products only)
  'barcodes',
  // grouping and tags
  'group',
  'cat2',
  'cat1',
  'tags',
  // dimensions (products only)
  'length',
  'width',
  'height',
  'weight',
  // initial stock (products only, main year only), other units (products only)
  'initial_stocks',
  'units',
  'customFields',
  // other settings
  'inventoryMethod',
  'priceMethod',
  'orderPoint',
  'displayPriority',
  'kind',
  'constructionWagesPercent',
  'profitPercent',
  'commissionPercent',
  'branch',
  'investors',
  'sellCosts',
] as const;

export interface ProductLayoutViewer extends ProductViewer {
  /** the shop tab is there only while the business's shopSystem is on */
  shopSystem: boolean;
}

/**
 * The product / service form of spec 01 section 2: the type and active switches in the header; tabs for the
 * specifications (with the picture), advanced pricing (with the cost summary the percents build on), the
 * integrator ids and, with the shop system on, the shop.
 */
export function productLayout(viewer: ProductLayoutViewer): FormLayout {
  return {
    headerFields: ['type', 'status'],
    tabs: [
      { label: 'productForm.specificationsTab', fields: specificationFields, content: (context) => <ProductPicture {...context} /> },
      { label: 'productForm.pricingTab', fields: ['pricing'], content: (context) => <ProductCosts {...context} /> },
      { label: 'productForm.integratorTab', fields: [...productIntegratorFields.map((field) => field.name), 'digikalaPanel', 'sazitoPanel'] },
      { label: 'productForm.shopTab', fields: ['body'], shown: () => viewer.shopSystem },
    ],
    fieldState: productFieldState(viewer),
    implied: productImplied(viewer),
    settled: productSettled(viewer),
  };
}
