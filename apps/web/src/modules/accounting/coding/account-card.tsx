import type { CodingAccount } from '@hesab/contract';
import { localizeDigits, type AccountLevel } from '@hesab/domain';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useId, useState, type KeyboardEvent, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { DialogSearchBox } from '../../../shared/dialogs/dialog-search-box.tsx';
import { useDebouncedValue } from '../../../shared/hooks/use-debounced-value.ts';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { isMovingKey, nextRowIndex } from './row-focus.ts';
import { useAccounts } from './use-accounts.ts';

/** Spec 02 section 7: searches other than the log's and the pickers' wait 400 ms for a pause in typing. */
const searchDelayMs = 400;

export interface AccountCardProps {
  level: AccountLevel;
  /** the chosen group or total the card lists the children of; null while none is chosen (groups need none) */
  parent: CodingAccount | null;
  selectedId: number | null;
  onSelect(account: CodingAccount): void;
  onAdd(): void;
  onEdit(account: CodingAccount): void;
  /** absent without the removeAccount permission */
  onDelete?: (account: CodingAccount) => void;
  /** the coding screen scrolls a phone to the card a choice fills */
  ref?: Ref<HTMLElement>;
}

/** A row's text: the code in the language's digits, the name (cut short on a narrow card), and its marks. */
function AccountLine({ account }: { account: CodingAccount }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  return (
    <Box component="span" sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 0 }}>
      <Box component="span" sx={{ color: 'text.secondary', fontVariantNumeric: 'tabular-nums', flexShrink: 0 }}>
        {localizeDigits(account.code, language)}
      </Box>
      <Box
        component="span"
        sx={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
        data-testid="account-name"
      >
        {account.name}
      </Box>
      {account.status === 'deactive' && <Chip size="small" variant="outlined" label={t('statuses.deactive')} />}
      {account.system && <Chip size="small" variant="outlined" color="info" label={t('coding.system')} />}
    </Box>
  );
}

const hints: Record<AccountLevel, string | null> = { group: null, total: 'coding.chooseGroup', given: 'coding.chooseTotal' };

/** One level of the chart: its search, its accounts (the chosen one highlighted), and add, edit and delete. */
export function AccountCard({ level, parent, selectedId, onSelect, onAdd, onEdit, onDelete, ref }: AccountCardProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const [search, setSearch] = useState('');
  const settledSearch = useDebouncedValue(search.trim(), searchDelayMs);
  const waiting = level !== 'group' && parent === null;
  const accounts = useAccounts({ type: level, parent_id: parent?.id, search: settledSearch }, !waiting);
  const rows = accounts.data ?? [];

  const cardTitle = t(`coding.cards.${level}`);
  // The name is isolated: a Persian name inside an English heading must not reorder the words around it.
  const title = parent ? t('coding.cardOf', { title: cardTitle, name: `\u2068${parent.name}\u2069` }) : cardTitle;
  const addLabel = t('coding.add', { item: t(`coding.levels.${level}`) });
  const hint = hints[level];

  // Arrows, Home and End move between the rows' buttons; Enter or Space chooses one.
  const moveFocus = (event: KeyboardEvent<HTMLUListElement>) => {
    if (!isMovingKey(event.key)) return;
    const buttons = [...event.currentTarget.querySelectorAll<HTMLElement>('[data-row-button]')];
    const next = nextRowIndex(event.key, buttons.findIndex((button) => button === document.activeElement), buttons.length);
    if (next === null) return;
    event.preventDefault();
    buttons[next]?.focus();
  };

  return (
    <Paper
      ref={ref}
      component="section"
      variant="outlined"
      aria-labelledby={headingId}
      data-testid={`coding-card-${level}`}
      sx={{ display: 'flex', flexDirection: 'column', minWidth: 0, scrollMarginBlockStart: 72 }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, paddingBlock: 1, paddingInline: 2 }}>
        <Typography
          id={headingId}
          variant="subtitle1"
          component="h2"
          noWrap
          title={title}
          sx={{ fontWeight: 700, flexGrow: 1, minWidth: 0 }}
        >
          {title}
        </Typography>
        <Tooltip title={addLabel}>
          {/* A disabled button takes no pointer events; the span still shows why it is off. */}
          <span>
            <IconButton color="primary" onClick={onAdd} disabled={waiting} aria-label={addLabel} data-testid="card-add">
              <AddIcon />
            </IconButton>
          </span>
        </Tooltip>
      </Box>
      <Box sx={{ paddingInline: 2, paddingBlockEnd: 1 }}>
        <DialogSearchBox value={search} onChange={setSearch} testId="card-search" fullWidth />
      </Box>
      <Box sx={{ height: 4 }}>{accounts.isFetching && <LinearProgress />}</Box>
      {waiting && hint ? (
        <Typography variant="body2" color="text.secondary" sx={{ p: 2 }} data-testid="card-hint">
          {t(hint)}
        </Typography>
      ) : rows.length === 0 && !accounts.isPending ? (
        <Typography variant="body2" color="text.secondary" sx={{ p: 2 }} data-testid="card-empty">
          {t('coding.empty')}
        </Typography>
      ) : (
        <List
          dense
          aria-labelledby={headingId}
          onKeyDown={moveFocus}
          sx={{ maxHeight: { xs: 320, md: '60vh' }, overflowY: 'auto', py: 0 }}
        >
          {rows.map((account) => {
            const selected = account.id === selectedId;
            const actions = (
              <Box sx={{ display: 'flex', flexShrink: 0 }}>
                <Tooltip title={t('list.edit')}>
                  <IconButton
                    size="small"
                    onClick={() => onEdit(account)}
                    aria-label={t('list.edit')}
                    data-testid="row-edit"
                  >
                    <EditIcon fontSize="small" />
                  </IconButton>
                </Tooltip>
                {onDelete && (
                  <Tooltip title={t('list.delete')}>
                    <IconButton
                      size="small"
                      color="error"
                      onClick={() => onDelete(account)}
                      aria-label={t('list.delete')}
                      data-testid="row-delete"
                    >
                      <DeleteIcon fontSize="small" />
                    </IconButton>
                  </Tooltip>
                )}
              </Box>
            );
            return (
              // The actions sit beside the row's button, not inside it: a button holds no other buttons.
              <ListItem
                key={account.id}
                disablePadding
                data-testid="account-row"
                data-code={account.code}
                data-selected={selected}
                sx={{ display: 'flex', alignItems: 'center', paddingInlineEnd: 1 }}
              >
                <ListItemButton
                  selected={selected}
                  aria-current={selected ? 'true' : undefined}
                  onClick={() => onSelect(account)}
                  data-row-button
                  sx={{ flexGrow: 1, minWidth: 0, borderRadius: 1 }}
                >
                  <ListItemText primary={<AccountLine account={account} />} />
                </ListItemButton>
                {actions}
              </ListItem>
            );
          })}
        </List>
      )}
    </Paper>
  );
}
