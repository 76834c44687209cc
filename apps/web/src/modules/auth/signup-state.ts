/** The new business's name, handed from one sign-up step to the next in the navigation's state. */
export function businessNameOf(state: unknown): string {
  return typeof state === 'object' && state !== null && 'name' in state && typeof state.name === 'string' ? state.name : '';
}
