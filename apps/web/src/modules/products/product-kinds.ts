import type { ListScope } from '../../shared/resources/resource-list-page.tsx';

/** Each type's form: `<base>/new`, `<base>/edit/{id}`. */
function formPathOf(base: string) {
  return (key?: string) => (key === undefined ? `${base}/new` : `${base}/edit/${key}`);
}

/** ProductList and ServiceList: one resource, each list a fixed filter on the type the user cannot lift. */
export const productListKinds: Readonly<Record<string, ListScope>> = {
  '/product/list': { title: 'products.productList', filters: { type: 'product' }, formPath: formPathOf('/product') },
  '/service/list': { title: 'products.serviceList', filters: { type: 'service' }, formPath: formPathOf('/service') },
};

export function productListKind(pathname: string): ListScope {
  const path = pathname.replace(/\/+$/, '');
  return productListKinds[path] ?? productListKinds['/product/list']!;
}
