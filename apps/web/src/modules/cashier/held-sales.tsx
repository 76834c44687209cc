import { formatMoney, localizeDigits } from '@hesab/domain';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useLiveQuery } from 'dexie-react-hooks';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../shared/i18n/use-language.ts';
import type { CashierDatabase, HeldSale } from './local-database.ts';
import type { Cart } from './sale-cart.ts';

/** Puts the counter's sale aside, as it stands. */
export async function holdSale(database: CashierDatabase, cart: Cart, payable: string): Promise<void> {
  await database.held.add({
    lines: cart.lines.map((line) => ({ product: line.product.id, count: line.count })),
    person: cart.person,
    discount: cart.discount,
    payable,
    createdAt: Date.now(),
  });
}

/** A held sale back on the counter, its products as the copy has them now; it leaves the held ones. */
export async function recallSale(database: CashierDatabase, held: HeldSale): Promise<Cart> {
  const products = await database.products.bulkGet(held.lines.map((line) => line.product));
  if (held.id !== undefined) await database.held.delete(held.id);
  return {
    lines: held.lines.flatMap((line, index) => {
      const product = products[index];
      return product ? [{ product, count: line.count }] : [];
    }),
    person: held.person,
    discount: held.discount,
  };
}

/** The sales put aside at this till, oldest first, to take one back. */
export function HeldSalesDialog(props: { database: CashierDatabase; precision: number; onRecall(held: HeldSale): void; onClose(): void }) {
  const { database, precision, onRecall, onClose } = props;
  const { t } = useTranslation();
  const { language } = useLanguage();
  const held = useLiveQuery(() => database.held.orderBy('createdAt').toArray(), [database]) ?? [];
  const clock = (at: number) => {
    const when = new Date(at);
    return localizeDigits(`${String(when.getHours()).padStart(2, '0')}:${String(when.getMinutes()).padStart(2, '0')}`, language);
  };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs">
      <DialogTitle>{t('cashier.heldSales')}</DialogTitle>
      <DialogContent>
        {held.length === 0 && <Typography color="text.secondary">{t('cashier.noHeld')}</Typography>}
        <List>
          {held.map((sale) => (
            <ListItemButton key={sale.id} onClick={() => onRecall(sale)} data-testid="cashier-held">
              <ListItemText
                primary={formatMoney(sale.payable, { precision, language })}
                secondary={`${clock(sale.createdAt)} · ${t('cashier.heldLines', { count: localizeDigits(String(sale.lines.length), language) })}`}
              />
            </ListItemButton>
          ))}
        </List>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('cashier.cancel')}</Button>
      </DialogActions>
    </Dialog>
  );
}
