import { stockMovingKinds, type OfflineProduct } from '@hesab/contract';
import { formatMoney, isZeroMoney, localizeDigits, type Money } from '@hesab/domain';
import { translateServerMessage } from '@hesab/i18n';
import CloseIcon from '@mui/icons-material/Close';
import ReceiptIcon from '@mui/icons-material/Receipt';
import CloudOffIcon from '@mui/icons-material/CloudOff';
import PhotoCameraIcon from '@mui/icons-material/PhotoCamera';
import CloudDoneIcon from '@mui/icons-material/CloudDone';
import SettingsIcon from '@mui/icons-material/Settings';
import SyncIcon from '@mui/icons-material/Sync';
import Alert from '@mui/material/Alert';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Toolbar from '@mui/material/Toolbar';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useLiveQuery } from 'dexie-react-hooks';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { ApiError } from '../../shared/api/api-error.ts';
import { todayIso } from '../../shared/format/dates.ts';
import { permits } from '../../shared/hooks/use-has-permission.ts';
import { useKeyShortcut } from '../../shared/hooks/use-key-shortcut.ts';
import { useLanguage } from '../../shared/i18n/use-language.ts';
import { useNotify } from '../../shared/notify/notify-context.ts';
import type { RollReceiptContent } from '../../shared/print/roll-receipt.tsx';
import { useBusinessEvents } from '../../shared/realtime/business-events.ts';
import { usePermissions } from '../../shared/session/session-queries.ts';
import { readSetup, saveSetup, type CashierSetup } from './cashier-setup.ts';
import { CashierSettingsDialog } from './cashier-settings-dialog.tsx';
import { CustomerPicker } from './customer-picker.tsx';
import { CameraScanner } from './camera-scanner.tsx';
import { HeldSalesDialog, holdSale, recallSale } from './held-sales.tsx';
import { useKeptBusiness } from './kept-business.ts';
import { keptSaleReceipt } from './kept-receipt.ts';
import { Keypad } from './keypad.tsx';
import type { CashierDatabase, CounterKind } from './local-database.ts';
import { newOuid } from './new-ouid.ts';
import { PaymentDialog, type PaymentMode, type Settlement } from './payment-dialog.tsx';
import { ReceiptFrame } from './receipt-frame.tsx';
import { cartShortages, localPageSize, pendingQuantities, productByCode, searchProducts, stockShown } from './product-lookup.ts';
import { refreshMovedStock } from './offline-fill.ts';
import { localSale } from './sale-body.ts';
import { addToCart, cartTotals, emptyCart, setCount, type Cart } from './sale-cart.ts';
import { SaleLines } from './sale-lines.tsx';
import { resendSale, uploadSale } from './sale-uploads.ts';
import { ShortcutPages } from './shortcut-pages.tsx';
import { useCashierDatabase } from './use-cashier-database.ts';
import { typedAmount } from './typed-amount.ts';
import { useCopyFill } from './use-copy-fill.ts';
import { useOnline } from './use-online.ts';
import { useSaleUploads } from './use-sale-uploads.ts';

/** A copy older than this is refreshed when the cashier opens online, and a stock change elsewhere refreshes it no sooner. */
const copyFreshMs = 5 * 60_000;

/** The count the keypad typed, or null when it is not a number above zero. */
function typedCount(text: string): Money | null {
  const count = typedAmount(text);
  return count === null || count === undefined || isZeroMoney(count) ? null : count;
}

/**
 * The cashier (issue 19, spec 01 section 2 sell/indexCasher): a full-screen sale for a counter, working from the
 * device's copy of products and people, so it sells without a network. A code scanned or typed and Enter adds the
 * item (or one more of it); F9 settles in cash; Esc clears. A sale is kept on the device first and goes up from
 * there, so none is lost to the network; `/sell/edit/indexCasher/{ouid}` reopens a kept sale the server refused.
 */
export function CashierPage({ kind = 'sell' }: { kind?: CounterKind }) {
  const database = useCashierDatabase();
  const { t } = useTranslation();
  if (!database) {
    return (
      <Alert severity="warning" sx={{ m: 2 }}>
        {t('cashier.copyOffline')}
      </Alert>
    );
  }
  return <Counter database={database} kind={kind} />;
}

/** The counter of a sale, or (`returnSell`, sell/returnSellCasher) of a customer's return refunded from the till. */
function Counter({ database, kind: routeKind }: { database: CashierDatabase; kind: CounterKind }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const notify = useNotify();
  const navigate = useNavigate();
  const { id: editing } = useParams();
  const online = useOnline();
  const copy = useCopyFill(database);
  const sales = useSaleUploads(database);
  const [cart, setCart] = useState<Cart>(emptyCart);
  const [discountText, setDiscountText] = useState('');
  // A kept sale reopened to be corrected is of its own kind, a sale or a return.
  const [editedKind, setEditedKind] = useState<CounterKind | null>(null);
  const kind = editedKind ?? routeKind;
  const [selected, setSelected] = useState<number | null>(null);
  const [scanText, setScanText] = useState('');
  /** the last code scanned or typed that names no product of the copy */
  const [unfound, setUnfound] = useState<string | null>(null);
  const [payment, setPayment] = useState<PaymentMode | null>(null);
  const [settingsOpen, setSettingsOpen] = useState(false);
  const [heldOpen, setHeldOpen] = useState(false);
  const [cameraOpen, setCameraOpen] = useState(false);
  const heldCount = useLiveQuery(() => database.held.count(), [database]) ?? 0;
  const [setup, setSetup] = useState<CashierSetup>(readSetup);
  /** the last sale settled here (its ouid), whose roll receipt prints after payment and again with F8 */
  const [lastSale, setLastSale] = useState<string | null>(null);
  /** the receipt being printed from a frame of the till's own (a new key draws the frame anew to print again) */
  const [printing, setPrinting] = useState<{ receipt: RollReceiptContent; key: number } | null>(null);
  // The frame goes once its receipt has long been printed.
  useEffect(() => {
    if (printing === null) return;
    const timer = setTimeout(() => setPrinting(null), 60_000);
    return () => clearTimeout(timer);
  }, [printing]);
  // Without a network the permission list cannot come: the till then prints the receipts of its own sales, as
  // the guard opens the till itself.
  const permissions = usePermissions();
  const mayPrint = permissions.data === undefined || permits(permissions.data, 'RollPrint');
  const business = useKeptBusiness(database);
  const scanRef = useRef<HTMLInputElement>(null);
  const currency = useLiveQuery(() => database.currency.filter((each) => each.isDefault).first(), [database]);
  const precision = currency?.decimals ?? 0;
  const totals = useMemo(() => cartTotals(cart, precision), [cart, precision]);
  const pending = useMemo(() => pendingQuantities(sales ?? []), [sales]);
  const waiting = (sales ?? []).filter((sale) => sale.store).length;
  // A sale beyond the stock shown is warned of at once; a kept sale reopened here is on the counter, not pending too.
  const shortages = useMemo(
    () => (kind === 'returnSell' ? [] : cartShortages(cart.lines, pendingQuantities((sales ?? []).filter((sale) => sale.ouid !== editing)))),
    [kind, cart.lines, sales, editing],
  );
  const results = useLiveQuery(() => (/^[\d۰-۹٠-٩]*$/.test(scanText.trim()) ? [] : searchProducts(database, scanText)), [database, scanText]) ?? [];
  const ready = setup.entrepot !== null && setup.person !== null && setup.cash !== null;
  const money = (amount: string) => formatMoney(amount, { precision, language });

  const { made, fill } = copy;
  // Made once when the cashier first opens online; refreshed when it opens on a copy gone stale.
  useEffect(() => {
    if (!online || made === undefined || copy.progress) return;
    if (!made) {
      void fill();
      return;
    }
    void database.flags.get('filledAt').then((flag) => {
      if (Date.now() - Number(flag?.value ?? 0) > copyFreshMs) void fill();
    });
    // Once a visit and on coming back online, not on every tick of the fill's progress.
  }, [online, made, database]);
  // Stock moved elsewhere (another till, a purchase): the products a document moved are read again at once; a
  // removal or a batch, which do not say which, refresh the whole copy, at most once in a while.
  const lastRefresh = useRef(Date.now());
  useBusinessEvents((event) => {
    if (!stockMovingKinds.has(event.kind)) return;
    if (event.id !== undefined && event.action !== 'removed') {
      // A refresh the network does not carry waits for the next event; the local database's errors are shown.
      refreshMovedStock(database, event.kind, event.id).catch((error: unknown) => {
        if (!(error instanceof ApiError)) notify.error(t('cashier.copyFailed', { message: error instanceof Error ? error.message : String(error) }));
      });
      return;
    }
    if (copy.progress || Date.now() - lastRefresh.current < copyFreshMs) return;
    lastRefresh.current = Date.now();
    void fill();
  });

  // A kept sale reopened to be corrected: its lines back on the counter, from the copy's products.
  useEffect(() => {
    if (!editing) return;
    void database.invoice.get(editing).then(async (sale) => {
      if (!sale) return;
      const products = await database.products.bulkGet(sale.body.rows.map((row) => row.product));
      const lines = sale.body.rows.flatMap((row, index) => {
        const product = products[index];
        return product ? [{ product, count: row.count }] : [];
      });
      setCart({ lines, person: sale.body.person, discount: sale.body.discount });
      setDiscountText(sale.body.discount ?? '');
      setEditedKind(sale.body.type);
    });
  }, [database, editing]);

  const focusScan = useCallback(() => scanRef.current?.focus(), []);
  const typeIntoScan = useCallback((character: string) => setScanText((text) => text + character), []);
  // How many receipts this visit printed, on the page for whoever waits for one (a test, before the next scan).
  const [printedCount, setPrintedCount] = useState(0);
  const countPrinted = useCallback(() => setPrintedCount((count) => count + 1), []);
  const addLine = useCallback((product: OfflineProduct) => {
    setUnfound(null);
    setCart((current) => {
      const next = addToCart(current, product);
      setSelected(next.lines.findIndex((line) => line.product.id === product.id));
      return next;
    });
  }, []);
  const add = useCallback(
    (product: OfflineProduct) => {
      addLine(product);
      setScanText('');
    },
    [addLine],
  );
  // A scanner types the next code while this one is looked up: the box is emptied at once, not when the lookup
  // ends, which would wipe what the next scan typed meanwhile.
  const addTyped = async () => {
    const typed = scanText;
    const only = results.length === 1 ? results[0] : undefined;
    setScanText('');
    const found = (await productByCode(database, typed)) ?? only;
    if (found) addLine(found);
    else if (typed.trim()) {
      setUnfound(typed.trim());
      // What matched nothing comes back to be corrected, unless the next scan has begun.
      setScanText((current) => (current === '' ? typed : current));
    }
    focusScan();
  };
  const setSelectedCount = () => {
    const count = typedCount(scanText);
    if (selected === null || count === null) return;
    setCart(setCount(cart, selected, count));
    setScanText('');
    focusScan();
  };
  const clear = () => {
    setUnfound(null);
    setCart(emptyCart);
    setDiscountText('');
    setSelected(null);
    setScanText('');
    focusScan();
  };
  const openPayment = (mode: PaymentMode) => {
    if (cart.lines.length > 0 && ready) setPayment(mode);
  };
  const dialogOpen = payment !== null || settingsOpen || heldOpen || cameraOpen;
  const hold = async () => {
    await holdSale(database, cart, totals.payable);
    clear();
  };
  useKeyShortcut({ key: 'F9' }, () => openPayment('cash'), !dialogOpen);
  useKeyShortcut({ key: 'Escape' }, clear, !dialogOpen);
  // The receipt on the 80 mm roll, drawn from the sale the device keeps: it prints with or without a network.
  const printKept = async (ouid: string) => {
    const sale = await database.invoice.get(ouid);
    if (sale && mayPrint) setPrinting({ receipt: await keptSaleReceipt(database, sale, precision), key: Date.now() });
  };
  const printReceipt = () => {
    if (lastSale !== null) void printKept(lastSale);
  };
  useKeyShortcut({ key: 'F8' }, printReceipt, !dialogOpen);

  const settle = async (settlement: Settlement) => {
    const sale = localSale(cart, settlement, setup, { kind, ouid: editing ?? newOuid(), date: todayIso(), precision });
    try {
      if (editing) await resendSale(database, editing, sale.body, sale.payable);
      else await database.invoice.put(sale);
    } catch (error) {
      // A local database error is shown, never swallowed (spec 02 section 8); the sale stays on the counter.
      notify.error(t('cashier.copyFailed', { message: error instanceof Error ? error.message : String(error) }));
      return;
    }
    setPayment(null);
    clear();
    if (editing) void navigate('/sell/indexCasher', { replace: true });
    const kept = online ? await database.invoice.get(sale.ouid) : undefined;
    const outcome = kept ? await uploadSale(database, kept) : 'unreached';
    if (outcome === 'failed') {
      notify.error((await database.invoice.get(sale.ouid))?.error ?? t('cashier.noProduct'));
      return;
    }
    notify.success(t(outcome === 'uploaded' ? 'cashier.saved' : 'cashier.savedOffline'));
    // The 80 mm receipt prints after payment, numbered where the server has the sale already.
    setLastSale(sale.ouid);
    await printKept(sale.ouid);
  };

  return (
    <Box sx={{ height: '100dvh', display: 'flex', flexDirection: 'column', bgcolor: 'background.default' }} data-testid="cashier" data-printed={printedCount}>
      <AppBar position="static" elevation={1}>
        <Toolbar variant="dense" sx={{ gap: 1 }}>
          <Typography variant="h6" component="h1" sx={{ flexGrow: 1, minWidth: 0, fontSize: { xs: '1rem', sm: '1.25rem' } }} noWrap>
            {kind === 'returnSell' ? t('cashier.returnTitle') : t('cashier.title')}
          </Typography>
          <Chip
            size="small"
            icon={online ? <CloudDoneIcon /> : <CloudOffIcon />}
            label={online ? t('cashier.online') : t('cashier.offline')}
            color={online ? 'success' : 'warning'}
            data-testid="cashier-network"
          />
          <Button color="inherit" size="small" sx={{ whiteSpace: 'nowrap' }} onClick={() => void navigate('/sell/offline/list')} data-testid="cashier-pending">
            {t('cashier.pending', { count: localizeDigits(String(waiting), language) })}
          </Button>
          <Tooltip title={t('cashier.refreshCopy')}>
            <span>
              <IconButton color="inherit" onClick={() => void fill()} disabled={!online || copy.progress !== null}>
                <SyncIcon />
              </IconButton>
            </span>
          </Tooltip>
          <Tooltip title={t('cashier.settings')}>
            <IconButton color="inherit" onClick={() => setSettingsOpen(true)} data-testid="cashier-settings">
              <SettingsIcon />
            </IconButton>
          </Tooltip>
          <Tooltip title={t('cashier.exit')}>
            <IconButton color="inherit" onClick={() => void navigate('/')}>
              <CloseIcon />
            </IconButton>
          </Tooltip>
        </Toolbar>
      </AppBar>
      {copy.progress && (
        <Box sx={{ px: 2, pt: 1 }} data-testid="cashier-filling">
          <LinearProgress variant={copy.progress.total > 0 ? 'determinate' : 'indeterminate'} value={copy.progress.total > 0 ? (100 * copy.progress.loaded) / copy.progress.total : 0} />
          <Typography variant="caption">
            {copy.progress.table === 'saving' ? t('cashier.saving') : t('cashier.filling', { table: copy.progress.table, loaded: copy.progress.loaded, total: copy.progress.total })}
          </Typography>
        </Box>
      )}
      {copy.error && (
        <Alert severity="error" sx={{ mx: 2, mt: 1 }}>
          {t('cashier.copyFailed', { message: copy.error })}
        </Alert>
      )}
      {copy.made === false && !copy.progress && (
        <Alert severity={online ? 'info' : 'warning'} sx={{ mx: 2, mt: 1 }} action={online ? <Button onClick={() => void fill()}>{t('cashier.makeCopy')}</Button> : undefined}>
          {online ? t('cashier.copyNeeded') : t('cashier.copyOffline')}
        </Alert>
      )}
      {!ready && (
        <Alert severity="warning" sx={{ mx: 2, mt: 1 }} action={<Button onClick={() => setSettingsOpen(true)}>{t('cashier.settings')}</Button>}>
          {t('cashier.setupNeeded')}
        </Alert>
      )}
      <Box sx={{ flex: 1, minHeight: 0, display: 'grid', gridTemplateColumns: { xs: '1fr', md: '7fr 5fr' }, gap: 2, p: 2, overflow: { xs: 'auto', md: 'hidden' } }}>
        <Paper sx={{ display: 'flex', flexDirection: 'column', minHeight: { xs: 360, md: 0 } }}>
          <Box sx={{ p: 1.5, position: 'relative' }}>
            <TextField
              inputRef={scanRef}
              fullWidth
              autoFocus
              label={t('cashier.scan')}
              value={scanText}
              onChange={(event) => setScanText(event.target.value)}
              onKeyDown={(event) => {
                if (event.key !== 'Enter') return;
                event.preventDefault();
                void addTyped();
              }}
              slotProps={{
                htmlInput: { 'data-testid': 'cashier-scan', autoComplete: 'off' },
                input: {
                  endAdornment: (
                    <InputAdornment position="end">
                      <IconButton aria-label={t('cashier.camera')} onClick={() => setCameraOpen(true)} data-testid="cashier-camera">
                        <PhotoCameraIcon />
                      </IconButton>
                    </InputAdornment>
                  ),
                },
              }}
            />
            {results.length > 0 && (
              <Paper elevation={6} sx={{ position: 'absolute', insetInline: 12, zIndex: 10, maxHeight: 320, overflow: 'auto' }}>
                <List dense>
                  {results.slice(0, localPageSize).map((product) => {
                    const stock = stockShown(product, pending);
                    return (
                      <ListItemButton key={product.id} onClick={() => add(product)} data-testid="cashier-result">
                        <ListItemText
                          primary={product.name}
                          secondary={`${product.code} · ${money(product.price ?? '0')}${stock === null ? '' : ` · ${t('cashier.stock', { stock: formatMoney(stock, { precision: 4, language, trimZeros: true }) })}`}`}
                        />
                      </ListItemButton>
                    );
                  })}
                </List>
              </Paper>
            )}
          </Box>
          {(unfound !== null || shortages.length > 0) && (
            <Stack spacing={0.5} sx={{ px: 1.5, pb: 1 }} role="status" data-testid="cashier-warnings">
              {unfound !== null && (
                <Alert severity="error" onClose={() => setUnfound(null)} data-testid="cashier-not-found">
                  {t('invoices.noProductWithCode', { code: unfound })}
                </Alert>
              )}
              {shortages.map((short) => (
                <Alert key={short.place} severity="warning" data-testid="cashier-short">
                  {translateServerMessage(language, 'inventory-not-enough', { name: short.name, available: short.available })}
                </Alert>
              ))}
            </Stack>
          )}
          <Box sx={{ flex: 1, overflow: 'auto' }}>
            <SaleLines lines={cart.lines} totals={totals} precision={precision} selected={selected} onSelect={setSelected} onRemove={(index) => setCart(setCount(cart, index, '0'))} />
          </Box>
          <Stack direction="row" sx={{ px: 2, py: 1, borderTop: 1, borderColor: 'divider', flexWrap: 'wrap', columnGap: 3 }}>
            <Typography variant="body2">
              {t('cashier.sum')}: {money(totals.sum)}
            </Typography>
            <Typography variant="body2">
              {t('cashier.discount')}: {money(totals.discount)}
            </Typography>
            <Typography variant="body2">
              {t('cashier.tax')}: {money(totals.tax)}
            </Typography>
          </Stack>
          <Stack direction="row" spacing={1} sx={{ p: 1.5, alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
            <Typography variant="h5" sx={{ flexGrow: 1, fontWeight: 700 }}>
              {t('cashier.payable')}: <span data-testid="cashier-payable">{money(totals.payable)}</span>
            </Typography>
            <Button variant="contained" size="large" disabled={cart.lines.length === 0 || !ready} onClick={() => openPayment('cash')} data-testid="cashier-pay-cash">
              {t('cashier.payCash')}
            </Button>
            <Button variant="outlined" size="large" disabled={cart.lines.length === 0 || !ready || setup.bank === null} onClick={() => openPayment('card')}>
              {t('cashier.payCard')}
            </Button>
            <Button color="inherit" disabled={cart.lines.length === 0 || editing !== undefined} onClick={() => void hold()} data-testid="cashier-hold">
              {t('cashier.hold')}
            </Button>
            <Button color="inherit" disabled={heldCount === 0 || cart.lines.length > 0} onClick={() => setHeldOpen(true)} data-testid="cashier-recall">
              {t('cashier.recall', { count: localizeDigits(String(heldCount), language) })}
            </Button>
            {mayPrint && (
              <Button color="inherit" startIcon={<ReceiptIcon />} disabled={lastSale === null} onClick={printReceipt} data-testid="cashier-receipt">
                {t('cashier.receipt')}
              </Button>
            )}
            <Button color="inherit" onClick={clear}>
              {t('cashier.clear')}
            </Button>
          </Stack>
        </Paper>
        <Paper sx={{ p: 1.5, display: 'flex', flexDirection: 'column', gap: 1.5, overflow: 'auto' }}>
          <CustomerPicker database={database} label={t('cashier.customer')} placeholder={t('cashier.counterSale')} value={cart.person} onChange={(person) => setCart({ ...cart, person })} name="cashier-customer" />
          <TextField
            size="small"
            label={t('cashier.saleDiscount')}
            value={discountText}
            onChange={(event) => {
              setDiscountText(event.target.value);
              const discount = typedAmount(event.target.value);
              if (discount !== undefined) setCart({ ...cart, discount });
            }}
            error={typedAmount(discountText) === undefined}
            slotProps={{ htmlInput: { inputMode: 'decimal', 'data-testid': 'cashier-discount' } }}
          />
          <ShortcutPages database={database} onPick={add} />
          <Box sx={{ mt: 'auto' }}>
            <Keypad
              onKey={(key) => {
                typeIntoScan(key);
                focusScan();
              }}
              onBackspace={() => setScanText((text) => text.slice(0, -1))}
              onEnter={() => void addTyped()}
              onQuantity={setSelectedCount}
            />
          </Box>
        </Paper>
      </Box>
      {payment && (
        <PaymentDialog
          mode={payment}
          payable={totals.payable}
          precision={precision}
          setup={setup}
          online={online}
          onSettle={(settlement) => void settle(settlement)}
          onClose={() => {
            setPayment(null);
            focusScan();
          }}
        />
      )}
      {printing !== null && <ReceiptFrame key={printing.key} receipt={printing.receipt} business={business} onPrinted={countPrinted} onFocusBack={focusScan} onTyped={typeIntoScan} />}
      {cameraOpen && (
        <CameraScanner
          onCode={(code) => {
            setCameraOpen(false);
            void productByCode(database, code).then((found) => (found ? add(found) : setUnfound(code)));
          }}
          onClose={() => setCameraOpen(false)}
        />
      )}
      {heldOpen && (
        <HeldSalesDialog
          database={database}
          precision={precision}
          onRecall={(held) => {
            setHeldOpen(false);
            void recallSale(database, held).then((recalled) => {
              setCart(recalled);
              setDiscountText(recalled.discount ?? '');
              focusScan();
            });
          }}
          onClose={() => setHeldOpen(false)}
        />
      )}
      {settingsOpen && (
        <CashierSettingsDialog
          database={database}
          setup={setup}
          online={online}
          onSave={(saved) => {
            saveSetup(saved);
            setSetup(saved);
            setSettingsOpen(false);
          }}
          onClose={() => setSettingsOpen(false)}
        />
      )}
    </Box>
  );
}
