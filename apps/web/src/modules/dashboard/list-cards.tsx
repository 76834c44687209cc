import { screenHref, type DashboardResponse, type PartiesCard, type TreasuryCard } from '@hesab/contract';
import { localizeDigits } from '@hesab/domain';
import BookmarkIcon from '@mui/icons-material/Bookmark';
import Avatar from '@mui/material/Avatar';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatBusinessDate } from '../../shared/format/dates.ts';
import { formatAmount } from '../../shared/fields/money-type.tsx';
import { useBusinessFormat } from '../../shared/fields/format-context.ts';
import { GuardedLink } from '../../shared/navigation/guarded-link.tsx';
import { Amount } from './amount.tsx';
import { CardRows } from './card-rows.tsx';
import { DashboardCard } from './dashboard-card.tsx';

/** A card's headline: a label and a sum, and how many more lines its report has than the card shows. */
function Headline({ label, amount, note, testId }: { label: string; amount: string; note?: string; testId: string }) {
  return (
    <Stack direction="row" sx={{ alignItems: 'baseline', gap: 1, flexWrap: 'wrap', mb: 0.5 }}>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Amount value={amount} testId={testId} sx={{ typography: 'h6', fontWeight: 700 }} />
      {note && (
        <Typography variant="caption" color="text.secondary">
          {note}
        </Typography>
      )}
    </Stack>
  );
}

/** The balance of every bank account, cash box and petty cash fund; each kind's total opens its list. */
export function TreasuryBalancesCard({ treasury }: { treasury: TreasuryCard }) {
  const { t } = useTranslation();
  return (
    <DashboardCard title={t('dashboard.treasury')} report={treasury.report} testId="dashboard-treasury">
      <Headline label={t('dashboard.total')} amount={treasury.total} testId="dashboard-treasury-total" />
      <Stack direction="row" sx={{ flexWrap: 'wrap', columnGap: 2, rowGap: 0.5, mb: 1 }}>
        {treasury.kinds.map((kind) => (
          <Link key={kind.kind} component={GuardedLink} to={screenHref(kind.report)} underline="hover" variant="body2" data-testid={`dashboard-treasury-${kind.kind}`}>
            {t(`dashboard.treasuryKinds.${kind.kind}`)}: <Amount value={kind.total} />
          </Link>
        ))}
      </Stack>
      <Divider />
      <CardRows
        rows={treasury.accounts.map((account) => ({ key: `${account.kind}-${String(account.id)}`, primary: account.name, secondary: t(`dashboard.treasuryKinds.${account.kind}`), amount: account.balance, report: account.report }))}
        empty={t('dashboard.nothing')}
      />
    </DashboardCard>
  );
}

/** The persons owing (or owed) the most, with what all of them owe together. */
export function PartiesBalanceCard({ parties, side }: { parties: PartiesCard; side: 'receivables' | 'payables' }) {
  const { t } = useTranslation();
  const { language } = useBusinessFormat();
  return (
    <DashboardCard title={t(`dashboard.${side}`)} report={parties.report} testId={`dashboard-${side}`}>
      <Headline label={t('dashboard.total')} amount={parties.total} note={localizeDigits(t('dashboard.persons', { count: parties.count }), language)} testId={`dashboard-${side}-total`} />
      <CardRows rows={parties.persons.map((person) => ({ key: person.id, primary: person.name, amount: person.balance, report: person.report }))} empty={t('dashboard.nothing')} />
    </DashboardCard>
  );
}

/** Received and paid cheques not cleared, due this week; each direction's sum opens its list on those days. */
export function DueChequesCard({ cheques }: { cheques: NonNullable<DashboardResponse['cheques']> }) {
  const { t } = useTranslation();
  const context = useBusinessFormat();
  const [first] = cheques.directions;
  return (
    <DashboardCard title={t('dashboard.cheques')} report={first?.report} testId="dashboard-cheques">
      <Stack spacing={1.5} divider={<Divider flexItem />}>
        {cheques.directions.map((direction) => (
          <Stack key={direction.direction} data-testid={`dashboard-cheques-${direction.direction}`}>
            <Stack direction="row" sx={{ alignItems: 'baseline', gap: 1, flexWrap: 'wrap' }}>
              <Link component={GuardedLink} to={screenHref(direction.report)} underline="hover" variant="subtitle2">
                {t(`dashboard.chequeDirections.${direction.direction}`)}
              </Link>
              <Amount value={direction.total} sx={{ typography: 'subtitle2' }} />
              <Typography variant="caption" color="text.secondary">
                {localizeDigits(t('dashboard.chequeCount', { count: direction.count }), context.language)}
              </Typography>
            </Stack>
            <CardRows
              rows={direction.cheques.map((cheque) => ({
                key: cheque.id,
                primary: cheque.person ?? localizeDigits(cheque.serial ?? '', context.language),
                secondary: formatBusinessDate(cheque.due, context.dateLocale, context.language),
                amount: cheque.amount,
                report: cheque.report,
              }))}
              empty={t('dashboard.noCheques')}
            />
          </Stack>
        ))}
      </Stack>
    </DashboardCard>
  );
}

/** The goods below their order point, the most short first. */
export function LowStockCard({ lowStock }: { lowStock: NonNullable<DashboardResponse['lowStock']> }) {
  const { t } = useTranslation();
  const context = useBusinessFormat();
  const quantity = (value: string) => formatAmount(value, 4, context, true);
  const more = lowStock.count - lowStock.products.length;
  return (
    <DashboardCard title={t('dashboard.lowStock')} report={lowStock.report} testId="dashboard-low-stock">
      <CardRows
        rows={lowStock.products.map((product) => ({
          key: product.id,
          primary: product.name,
          secondary: t('dashboard.stockOf', { stock: quantity(product.stock), orderPoint: quantity(product.orderPoint) }),
          report: product.report,
        }))}
        empty={t('dashboard.nothing')}
      />
      {more > 0 && <MoreLines count={more} />}
    </DashboardCard>
  );
}

function MoreLines({ count }: { count: number }) {
  const { t } = useTranslation();
  const { language } = useBusinessFormat();
  return (
    <Typography variant="caption" color="text.secondary">
      {localizeDigits(t('dashboard.more', { count }), language)}
    </Typography>
  );
}

/** The products that earned the most this year, sales less returns before VAT. */
export function BestSellersCard({ bestSellers }: { bestSellers: NonNullable<DashboardResponse['bestSellers']> }) {
  const { t } = useTranslation();
  const context = useBusinessFormat();
  return (
    <DashboardCard title={t('dashboard.bestSellers')} report={bestSellers.report} testId="dashboard-best-sellers">
      <CardRows
        rows={bestSellers.products.map((product, index) => ({
          key: product.id,
          primary: `${localizeDigits(String(index + 1), context.language)}. ${product.name}`,
          secondary: t('dashboard.soldCount', { quantity: formatAmount(product.quantity, 4, context, true) }),
          amount: product.amount,
          report: product.report,
        }))}
        empty={t('dashboard.nothing')}
      />
    </DashboardCard>
  );
}

function Tiles({ children }: { children: ReactNode }) {
  return <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>{children}</Stack>;
}

/** The member's bookmarked pages, and the shortcut pages, each a button to its screen. */
export function LinksCard({ bookmarks, shortcuts }: Pick<DashboardResponse, 'bookmarks' | 'shortcuts'>) {
  const { t } = useTranslation();
  return (
    <DashboardCard title={t('dashboard.bookmarks')} testId="dashboard-bookmarks">
      {bookmarks.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {t('dashboard.noBookmarks')}
        </Typography>
      ) : (
        <Tiles>
          {bookmarks.map((bookmark) => (
            <Button key={bookmark.report.route} component={GuardedLink} to={screenHref(bookmark.report)} variant="outlined" size="small" startIcon={<BookmarkIcon />}>
              {t(bookmark.title)}
            </Button>
          ))}
        </Tiles>
      )}
      {shortcuts && (
        <Stack sx={{ mt: 2 }} data-testid="dashboard-shortcuts">
          <Link component={GuardedLink} to={screenHref(shortcuts.report)} underline="hover" variant="subtitle2" color="text.secondary" sx={{ mb: 1 }}>
            {t('dashboard.shortcuts')}
          </Link>
          {shortcuts.pages.length === 0 ? (
            <Typography variant="body2" color="text.secondary">
              {t('dashboard.nothing')}
            </Typography>
          ) : (
            <Tiles>
              {shortcuts.pages.map((page) => {
                const mark = (
                  <Avatar sx={{ width: 22, height: 22, fontSize: 12, bgcolor: page.color ?? 'primary.main' }}>{page.title.slice(0, 1)}</Avatar>
                );
                return page.report ? (
                  <Button key={page.id} component={GuardedLink} to={screenHref(page.report)} variant="text" size="small" startIcon={mark}>
                    {page.title}
                  </Button>
                ) : (
                  <Button key={page.id} disabled size="small" startIcon={mark}>
                    {page.title}
                  </Button>
                );
              })}
            </Tiles>
          )}
        </Stack>
      )}
    </DashboardCard>
  );
}
