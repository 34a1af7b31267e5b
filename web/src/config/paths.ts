/** Every route path of the web app (product §2). Links, navigation and route sets take their paths from here. */
export const paths = {
  home: '/',
  login: '/login',
  register: '/register',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  verifyEmail: '/verify-email',
  /** The link of the notice to the old address of an e-mail change: cancels it (issue 31). */
  cancelEmailChange: '/email-change/cancel',
  /** The link of the mail after too many wrong codes: codes are checked again (issue 31). */
  unlockTwoFactor: '/two-factor/unlock',
  /** The page of the data export's mailed link (issue 31). */
  exportDownload: '/export',
  about: '/about',
  categories: '/categories',
  map: '/map',
  team: '/team',
  mobileApp: '/mobile-app',
  impressum: '/impressum',
  privacy: '/datenschutz',
  terms: '/agb',
  /** Complaints: the procedure, the form and a ticket's status (issue 35). */
  complaints: '/beschwerden',
  /** The accessibility statement with its feedback form (issue 35, BFSG). */
  accessibility: '/barrierefreiheit',
  /** What the platform charges and earns (issue 35). */
  costs: '/kosten',
  /** Payments on time, late and in default per project and year (issue 35). */
  statistics: '/statistik',
  demos: '/demos',
  dashboardDemo: '/dashboarddemo',
  marketplaceDemo: '/marketplacedemo',
  profileDemo: '/profiledemo',
  farmDemo: '/farmdemo',
  shopDemo: '/shopdemo',
  teamDemo: '/teamdemo',
  marketplace: '/marketplace',
  asset: '/marketplace/:id',
  streams: '/streams',
  shop: '/shop',
  orders: '/orders',
  profile: '/profile',
  settings: '/settings',
  farm: '/farm',
  /** The portfolio: schedules, payouts, returns, charts (issue 34). */
  portfolio: '/portfolio',
  /** The wallet: balance, transactions, payout account, withdrawals (issue 34). */
  wallet: '/wallet',
  /** Investor protection: the knowledge test and the loss check (issue 35). */
  protection: '/protection',
  publicProfile: '/u/:username',
  /** The operator console (issue 20); its pages lie below it. */
  admin: '/admin',
} as const;

export type AppPath = (typeof paths)[keyof typeof paths];

/** The page of one asset type in the marketplace. */
export const assetPath = (id: number) => `/marketplace/${id}`;

/** The public profile of a username (issue 18). */
export const publicProfilePath = (username: string) => `/u/${encodeURIComponent(username)}`;
