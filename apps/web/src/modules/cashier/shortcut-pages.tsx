import type { OfflineProduct } from '@hesab/contract';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useLiveQuery } from 'dexie-react-hooks';
import { useState } from 'react';
import type { CashierDatabase } from './local-database.ts';

/** The shortcut pages of the copy (productShortcut), each a grid of large buttons for its products. */
export function ShortcutPages(props: { database: CashierDatabase; onPick(product: OfflineProduct): void }) {
  const { database, onPick } = props;
  const pages = useLiveQuery(() => database.productShortcut.toArray(), [database]) ?? [];
  const [chosen, setChosen] = useState<number | null>(null);
  const page = pages.find((each) => each.id === chosen) ?? pages[0];
  const products = useLiveQuery(async () => {
    if (!page) return [];
    const items = (await database.productShortcutItems.where('page_id').equals(page.id).toArray()).sort((a, b) => a.position - b.position);
    const found = await database.products.bulkGet(items.map((item) => item.product_id));
    return found.filter((product): product is OfflineProduct => product !== undefined);
  }, [database, page?.id]);
  if (!page) return null;
  return (
    <Box>
      <Tabs value={page.id} onChange={(_, id: number) => setChosen(id)} variant="scrollable" scrollButtons="auto">
        {pages.map((each) => (
          <Tab key={each.id} value={each.id} label={each.title} />
        ))}
      </Tabs>
      <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(110px, 1fr))', gap: 1, pt: 1 }}>
        {(products ?? []).map((product) => (
          <Button
            key={product.id}
            variant="contained"
            color="inherit"
            sx={{ minHeight: 64, bgcolor: page.color ?? undefined, whiteSpace: 'normal', lineHeight: 1.3 }}
            onClick={() => onPick(product)}
            data-testid="cashier-shortcut"
          >
            {product.name}
          </Button>
        ))}
      </Box>
    </Box>
  );
}
