// The demo accounts (server/modules/user/seed.ts creates them): other modules' seeds give them
// their data, and the docs publish their password. Demo mode only.
export const DEMO_PASSWORD = 'demo-member-2026';
export const DEMO_EMAIL = 'demo@club.test';
export const TWOFA_EMAIL = 'twofa@club.test';
export const STAFF_EMAIL = 'staff@club.test';
export const TWOFA_SECRET = 'JBSWY3DPEHPK3PXP';
