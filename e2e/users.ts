/** The people the browser tests log in as; e2e/serve.ts creates them. */
export const admin = { username: 'admin', password: 'e2e-admin-password' } as const;
/** A clerk whose role may open no screen but the dashboard. */
export const clerk = { username: 'clerk', password: 'e2e-clerk-password', permissions: ['logList'] } as const;
/** The owner of a second business, on the economic plan: integratorSystem and most plan options off. */
export const economyOwner = { username: 'economy', password: 'e2e-economy-password' } as const;
