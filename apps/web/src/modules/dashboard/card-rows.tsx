import { screenHref, type ScreenLink } from '@hesab/contract';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { GuardedLink } from '../../shared/navigation/guarded-link.tsx';
import { Amount } from './amount.tsx';

/** A line of a card's list: what it is, an amount, and the report it opens where the member may open one. */
export interface CardRow {
  key: string | number;
  primary: ReactNode;
  secondary?: ReactNode;
  amount?: string;
  report?: ScreenLink | null;
}

/** A card's list; `empty` says so where it has no line. */
export function CardRows({ rows, empty, testId }: { rows: readonly CardRow[]; empty: string; testId?: string }) {
  if (rows.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary" sx={{ py: 1 }}>
        {empty}
      </Typography>
    );
  }
  return (
    <List dense disablePadding data-testid={testId}>
      {rows.map((row) => {
        const content = (
          <>
            <ListItemText
              primary={row.primary}
              secondary={row.secondary}
              sx={{ minWidth: 0, my: 0.25 }}
              slotProps={{ primary: { noWrap: true }, secondary: { noWrap: true } }}
            />
            {row.amount !== undefined && <Amount value={row.amount} sx={{ ms: 1, typography: 'body2', fontWeight: 500 }} />}
          </>
        );
        return row.report ? (
          <ListItemButton key={row.key} component={GuardedLink} to={screenHref(row.report)} sx={{ px: 1, borderRadius: 1 }}>
            {content}
          </ListItemButton>
        ) : (
          <ListItem key={row.key} sx={{ px: 1 }}>
            {content}
          </ListItem>
        );
      })}
    </List>
  );
}
