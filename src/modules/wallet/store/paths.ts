// The wallet's portal paths (SPEC §2), for links from its pages, its card and the widget.
export const walletPaths = {
  overview: '/financial',
  transaction: (label: string) => `/financial/transaction/${encodeURIComponent(label)}`,
  order: (label: string) => `/financial/order/${encodeURIComponent(label)}`,
  withdrawal: (label: string) => `/financial/withdraw/${encodeURIComponent(label)}`,
};
