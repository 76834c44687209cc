import type { Executor } from '@hesab/db';
import { listOperators, setOperator } from './modules/auth/index.ts';

export const operatorUsage = 'usage: npm run operator -- add <username> | remove <username> | list';

/**
 * `npm run operator -- add|remove <username>` and `list`: the only way a login becomes a service operator (who sees
 * and extends every business's plan), run by whoever runs the server. Answers the exit code and the lines to print.
 */
export async function operatorCommand(db: Executor, args: readonly string[]): Promise<{ code: number; lines: string[] }> {
  const [action, username, ...rest] = args;
  if (action === 'list' && username === undefined) {
    const operators = await listOperators(db);
    if (operators.length === 0) return { code: 0, lines: ['no operators'] };
    return { code: 0, lines: operators.map((each) => `${each.username} (${each.name})${each.active ? '' : ' inactive'}`) };
  }
  if ((action !== 'add' && action !== 'remove') || !username || rest.length > 0) return { code: 2, lines: [operatorUsage] };
  const user = await setOperator(db, username, action === 'add');
  if (!user) return { code: 1, lines: [`no login is named "${username}"`] };
  return { code: 0, lines: [action === 'add' ? `${user.username} is an operator` : `${user.username} is no longer an operator`] };
}
