import { terminalAnswer, terminalPayment } from '@hesab/contract';
import { compareMoney, formatMoney, isZeroMoney, subtractMoney, sumMoney, toLatinDigits, type Money } from '@hesab/domain';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../shared/api/client.ts';
import { ApiError } from '../../shared/api/api-error.ts';
import { useLanguage } from '../../shared/i18n/use-language.ts';
import type { CashierSetup } from './cashier-setup.ts';
import { typedAmount } from './typed-amount.ts';

/** How a sale was settled: the cash kept (what was handed over less the change) and the card payment with its slip. */
export interface Settlement {
  cash: Money;
  card: Money;
  /** the slip's approval and trace numbers, as the payment's tracking */
  tracking: string | null;
}

/** How the dialog opens: all in cash (F9), all by card, and the cashier may split it either way. */
export type PaymentMode = 'cash' | 'card';

/** What is typed in a box of the dialog: an empty one is nothing paid that way, null a value that is no amount. */
const amountOf = (text: string): Money | null => {
  const amount = typedAmount(text);
  return amount === undefined ? null : (amount ?? '0');
};

/** An approval or trace number as slips print them (the manual terminal's own check, for a sale made offline). */
const slipNumber = (text: string) => /^\d{4,20}$/.test(toLatinDigits(text.trim()));

/**
 * Settles the sale on the counter (issue 19): cash handed over with the change shown, a card payment through the
 * till's terminal (its slip's numbers typed, checked by the server when online), or both. Enter confirms.
 */
export function PaymentDialog(props: {
  mode: PaymentMode;
  payable: Money;
  precision: number;
  setup: CashierSetup;
  online: boolean;
  onSettle(settlement: Settlement): void;
  onClose(): void;
}) {
  const { mode, payable, precision, setup, online, onSettle, onClose } = props;
  const { t } = useTranslation();
  const { language } = useLanguage();
  const [cashText, setCashText] = useState(mode === 'cash' ? payable : '0');
  const [cardText, setCardText] = useState(mode === 'card' ? payable : '0');
  const [approval, setApproval] = useState('');
  const [trace, setTrace] = useState('');
  const [refusal, setRefusal] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);
  const cash = amountOf(cashText);
  const card = amountOf(cardText);
  const paid = cash !== null && card !== null ? sumMoney([cash, card]) : null;
  const change = paid === null ? null : subtractMoney(paid, payable);
  const byCard = card !== null && !isZeroMoney(card);
  const canTerminal = setup.bank !== null && setup.terminal !== null;
  const slipTyped = !byCard || (slipNumber(approval) && slipNumber(trace));
  const cardFits = card === null || compareMoney(card, payable) <= 0;
  const ready = change !== null && compareMoney(change, '0') >= 0 && cardFits && slipTyped && (!byCard || canTerminal) && !checking;
  const shown = (amount: Money) => formatMoney(amount, { precision, language });

  /** The terminal's answer: through the server when online; offline the slip's numbers are all there is. */
  const cardTaken = async (amount: Money): Promise<boolean> => {
    if (!online) return true;
    const posData = JSON.stringify(terminalPayment.parse({ bank: setup.bank, terminal: setup.terminal, approval, trace }));
    try {
      const answer = await api.get('invoice', terminalAnswer, { pos: 'active', posData, amount });
      if (!answer.IsSuccess) setRefusal(answer.ErrorDescription);
      return answer.IsSuccess;
    } catch (error) {
      // The network gone between the two: the slip stands, as it would have offline.
      if (error instanceof ApiError && error.status === 0) return true;
      throw error;
    }
  };

  const settle = async (event: FormEvent) => {
    event.preventDefault();
    if (!ready || cash === null || card === null || change === null) return;
    setRefusal(null);
    if (byCard) {
      setChecking(true);
      const taken = await cardTaken(card).finally(() => setChecking(false));
      if (!taken) return;
    }
    const tracking = byCard ? `${toLatinDigits(approval.trim())}/${toLatinDigits(trace.trim())}` : null;
    onSettle({ cash: subtractMoney(cash, change), card, tracking });
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs">
      <form onSubmit={(event) => void settle(event)} data-testid="cashier-payment">
        <DialogTitle>{t('cashier.payment')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <Typography variant="h5" sx={{ textAlign: 'center' }}>
              {t('cashier.payable')}: <span data-testid="cashier-payment-payable">{shown(payable)}</span>
            </Typography>
            <TextField
              label={t('cashier.cash')}
              value={cashText}
              onChange={(event) => setCashText(event.target.value)}
              error={cash === null}
              autoFocus={mode === 'cash'}
              slotProps={{ htmlInput: { inputMode: 'decimal', 'data-testid': 'cashier-cash' }, inputLabel: { shrink: true } }}
              onFocus={(event) => event.target.select()}
            />
            <TextField
              label={t('cashier.card')}
              value={cardText}
              onChange={(event) => setCardText(event.target.value)}
              error={card === null || !cardFits}
              autoFocus={mode === 'card'}
              disabled={!canTerminal}
              helperText={canTerminal ? undefined : t('cashier.bankTerminal')}
              slotProps={{ htmlInput: { inputMode: 'decimal', 'data-testid': 'cashier-card' }, inputLabel: { shrink: true } }}
              onFocus={(event) => event.target.select()}
            />
            {byCard && (
              <Stack direction="row" spacing={1}>
                <TextField
                  label={t('cashier.approval')}
                  value={approval}
                  onChange={(event) => setApproval(event.target.value)}
                  slotProps={{ htmlInput: { inputMode: 'numeric', 'data-testid': 'cashier-approval' } }}
                />
                <TextField
                  label={t('cashier.trace')}
                  value={trace}
                  onChange={(event) => setTrace(event.target.value)}
                  slotProps={{ htmlInput: { inputMode: 'numeric', 'data-testid': 'cashier-trace' } }}
                />
              </Stack>
            )}
            {byCard && !online && <Alert severity="info">{t('cashier.cardOffline')}</Alert>}
            {refusal !== null && (
              <Alert severity="error" data-testid="cashier-terminal-refusal" onClose={() => setRefusal(null)}>
                {refusal}
              </Alert>
            )}
            {change !== null && (
              <Typography variant="h6" color={compareMoney(change, '0') >= 0 ? 'success.main' : 'error.main'} sx={{ textAlign: 'center' }}>
                {compareMoney(change, '0') >= 0 ? t('cashier.change') : t('cashier.short')}: <span data-testid="cashier-change">{shown(compareMoney(change, '0') >= 0 ? change : subtractMoney('0', change))}</span>
              </Typography>
            )}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('cashier.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={!ready} data-testid="cashier-confirm">
            {t('cashier.confirm')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
