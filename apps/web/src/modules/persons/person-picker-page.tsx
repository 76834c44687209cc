import { personResource, type ResourceRecord } from '@hesab/contract';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useCallback, useState, type UIEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { useFormatContext } from '../../shared/fields/format-context.ts';
import { formatAmount } from '../../shared/fields/money-type.tsx';
import { useInfiniteList, type PageLoader } from '../../shared/hooks/use-infinite-list.ts';
import { contactLine, remainColor } from '../../shared/picker/picker-display.ts';
import { DebouncedTextField } from '../../shared/resources/debounced-text-field.tsx';
import { apiQueryOf, type ListState } from '../../shared/resources/list-state.ts';
import { fetchPage } from '../../shared/resources/resource-api.ts';
import { personListKind } from './person-kinds.ts';
import { storePickedPerson } from './picked-person.ts';

/** Spec 01 section 9: the person picker page shows ten people a page. */
const pageSize = 10;
/** How close to the end of the list (in pixels) scrolling asks for the next page. */
const loadMoreMargin = 40;

const textOf = (value: unknown) => (typeof value === 'string' ? value : null);

/**
 * The person picker page (spec 01 "Other shared screens"): the people of the route's type (customer, users,
 * lead, debtor, creditor), searched, ten a page as the list is scrolled; choosing one keeps it for the screen
 * that sent the user here and goes back there.
 */
export function PersonPickerPage() {
  const { t } = useTranslation();
  const context = useFormatContext();
  const navigate = useNavigate();
  const type = useParams().type ?? 'customer';
  const kind = personListKind(`/${type}/list`);
  const [search, setSearch] = useState('');
  const loader = useCallback<PageLoader<ResourceRecord>>(
    async (page) => {
      const state: ListState = { page, perPage: pageSize, search, sort: [], filters: {} };
      const answer = await fetchPage(personResource, apiQueryOf(state, kind.filters));
      return { items: answer.data, page: answer.current_page, lastPage: answer.last_page };
    },
    [search, kind.filters],
  );
  const list = useInfiniteList(loader, true);

  const onScroll = (event: UIEvent<HTMLElement>) => {
    const box = event.currentTarget;
    if (box.scrollHeight - box.scrollTop - box.clientHeight < loadMoreMargin) list.loadMore();
  };
  const choose = (row: ResourceRecord) => {
    storePickedPerson({
      type,
      id: Number(row.id),
      name: String(row.name ?? ''),
      detailId: typeof row.detail_id === 'number' ? row.detail_id : null,
      remain: textOf(row.remain),
    });
    void navigate(-1);
  };

  return (
    <Stack spacing={2} sx={{ maxWidth: 640 }} data-testid="person-picker-page">
      <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
        {t(kind.title)}
      </Typography>
      <DebouncedTextField value={search} onCommit={setSearch} delayMs={500} label={t('list.search')} testId="person-picker-search" search />
      <Paper variant="outlined" sx={{ maxHeight: 'calc(100vh - 260px)', overflow: 'auto' }} onScroll={onScroll}>
        {list.loading && <LinearProgress />}
        {list.loaded && list.items.length === 0 && (
          <Typography sx={{ p: 2 }} color="text.secondary">
            {t('picker.noData')}
          </Typography>
        )}
        <List disablePadding>
          {list.items.map((row) => {
            const remain = textOf(row.remain);
            return (
              <ListItemButton key={String(row.id)} divider onClick={() => choose(row)} data-testid="person-picker-row">
                <ListItemText
                  primary={String(row.name ?? '')}
                  secondary={contactLine({ mobile: textOf(row.mobile), phone: textOf(row.phone) })}
                />
                {remain !== null && (
                  <Typography component="bdi" dir="ltr" sx={{ color: remainColor(remain), fontWeight: 600 }}>
                    {formatAmount(remain, context.currencyPrecision, context)}
                  </Typography>
                )}
              </ListItemButton>
            );
          })}
        </List>
      </Paper>
    </Stack>
  );
}
