import { appRoutes, type CodingAccount } from '@hesab/contract';
import type { AccountLevel } from '@hesab/domain';
import ListAltIcon from '@mui/icons-material/ListAlt';
import RefreshIcon from '@mui/icons-material/Refresh';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useHasPermission } from '../../../shared/hooks/use-has-permission.ts';
import { GuardedLink } from '../../../shared/navigation/guarded-link.tsx';
import { AccountCard } from './account-card.tsx';
import { AccountDialog } from './account-dialog.tsx';
import { codingQueryKeys } from './coding-api.ts';
import { readChoice, writeChoice, type CodingChoice } from './coding-choice.ts';
import { useAccountDelete, useAccounts } from './use-accounts.ts';
import { useRefreshKey } from '../../../shared/hooks/use-refresh-key.ts';

type CardRef = RefObject<HTMLElement | null>;
type DialogState = { level: AccountLevel; accountId?: number; parent?: CodingAccount } | null;

const levelLists = [
  { level: 'group', route: 'AccountingGroupList' },
  { level: 'total', route: 'AccountingTotalList' },
  { level: 'given', route: 'AccountingGivenList' },
] as const;

/** A link to one level's flat list, for those who may open it. */
function LevelListLink({ level, route }: (typeof levelLists)[number]) {
  const { t } = useTranslation();
  if (!useHasPermission(route)) return null;
  return (
    <Button
      component={GuardedLink}
      to={appRoutes[route].path}
      variant="outlined"
      size="small"
      startIcon={<ListAltIcon />}
      data-testid={`coding-list-${level}`}
    >
      {t(appRoutes[route].title)}
    </Button>
  );
}

/**
 * The chart of accounts as a tree (accounting/coding): groups, the totals of the chosen group and the given
 * accounts of the chosen total, side by side (stacked on a phone). The choice lives in the URL, so a reload or
 * a return from a list finds the same cards; F5 reloads the cards' data, not the app.
 */
export function CodingPage() {
  const { t } = useTranslation();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('md'));
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const choice = readChoice(params);
  const [dialog, setDialog] = useState<DialogState>(null);
  const mayDelete = useHasPermission('removeAccount');
  const deleteAccount = useAccountDelete();
  const totalsCard = useRef<HTMLElement>(null);
  const givensCard = useRef<HTMLElement>(null);

  // The same reads as the cards without a search, so they share the cache: the chosen group and total by id.
  const groups = useAccounts({ type: 'group' });
  const totals = useAccounts({ type: 'total', parent_id: choice.group ?? undefined }, choice.group !== null);
  const group = groups.data?.find((each) => each.id === choice.group) ?? null;
  const total = (group && totals.data?.find((each) => each.id === choice.total)) ?? null;

  const refresh = () => void queryClient.invalidateQueries({ queryKey: codingQueryKeys.all });
  useRefreshKey(refresh);

  const choose = (next: CodingChoice) => setParams(writeChoice(next), { replace: true });
  // On a phone the next card sits below; bring it up once it has something to show.
  const reveal = (card: HTMLElement | null) => {
    if (phone) card?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  };

  const onSelect = (level: AccountLevel, account: CodingAccount) => {
    if (level === 'group') {
      choose({ group: account.id, total: null, given: null });
      reveal(totalsCard.current);
    } else if (level === 'total') {
      choose({ ...choice, total: account.id, given: null });
      reveal(givensCard.current);
    } else {
      choose({ ...choice, given: account.id });
    }
  };

  const onDeleted = (level: AccountLevel, account: CodingAccount) => () => {
    if (level === 'group' && account.id === choice.group) choose({ group: null, total: null, given: null });
    if (level === 'total' && account.id === choice.total) choose({ ...choice, total: null, given: null });
  };

  // A new group or total becomes the choice, so its children can be added next.
  const onSaved = (level: AccountLevel, account: CodingAccount, added: boolean) => {
    setDialog(null);
    if (added && level !== 'given') onSelect(level, account);
  };

  const cards: { level: AccountLevel; parent: CodingAccount | null; selectedId: number | null; ref?: CardRef }[] = [
    { level: 'group', parent: null, selectedId: choice.group },
    { level: 'total', parent: group, selectedId: choice.total, ref: totalsCard },
    { level: 'given', parent: total, selectedId: choice.given, ref: givensCard },
  ];

  return (
    <Stack spacing={2} data-testid="coding-page">
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}>
        <Typography variant="h5" component="h1" sx={{ fontWeight: 700, flexGrow: 1 }}>
          {t('coding.title')}
        </Typography>
        {levelLists.map((each) => (
          <LevelListLink key={each.level} {...each} />
        ))}
        <Button variant="outlined" size="small" startIcon={<RefreshIcon />} onClick={refresh} data-testid="coding-refresh">
          {t('coding.refresh')}
        </Button>
      </Box>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          alignItems: 'start',
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(3, minmax(0, 1fr))' },
        }}
      >
        {cards.map(({ level, parent, selectedId, ref }) => (
          <AccountCard
            key={level}
            ref={ref}
            level={level}
            parent={parent}
            selectedId={selectedId}
            onSelect={(account) => onSelect(level, account)}
            onAdd={() => setDialog({ level, parent: parent ?? undefined })}
            onEdit={(account) => setDialog({ level, accountId: account.id })}
            onDelete={mayDelete ? (account) => void deleteAccount(account, onDeleted(level, account)) : undefined}
          />
        ))}
      </Box>
      {dialog && (
        <AccountDialog
          level={dialog.level}
          accountId={dialog.accountId}
          parent={dialog.parent}
          onClose={() => setDialog(null)}
          onSaved={(account) => onSaved(dialog.level, account, dialog.accountId === undefined)}
        />
      )}
    </Stack>
  );
}
