// The wallet module (docs/spec.md §2 'Wallet module'): overview, transaction, order and withdrawal pages,
// the 'Wallet' sidebar entry in the personal area, and the 'Wallet balance' dashboard card.
// Making withdrawals and deposits, bank details and the withdraw-accounts settings page.
import { defineModule } from '../../core/modules.ts';

export const walletModule = defineModule({
  id: 'wallet',
  routes: [
    {
      name: 'Wallet:Overview',
      path: '/financial',
      access: 'auth',
      title: 'wallet.pages.overview',
      load: () => import('./pages/overview.tsx'),
    },
    {
      name: 'Wallet:Transaction',
      path: '/financial/transaction/:transaction_label',
      access: 'auth',
      title: 'wallet.pages.transaction',
      load: () => import('./pages/transaction.tsx'),
    },
    {
      name: 'Wallet:MakeWithdraw',
      path: '/financial/action/make-withdraw',
      access: 'auth',
      title: 'wallet.pages.makeWithdraw',
      load: () => import('./pages/make-withdraw.tsx'),
    },
    {
      name: 'Wallet:MakeDeposit',
      path: '/financial/action/make-deposit',
      access: 'auth',
      requires: ['growing'],
      title: 'wallet.pages.makeDeposit',
      load: () => import('./pages/make-deposit.tsx'),
    },
    {
      name: 'Wallet:BankDetails',
      path: '/financial/order/:order_label/bank-details',
      access: 'auth',
      title: 'wallet.pages.bankDetails',
      load: () => import('./pages/bank-details.tsx'),
    },
    {
      name: 'Wallet:Order',
      path: '/financial/order/:order_label/:status?',
      access: 'auth',
      title: 'wallet.pages.order',
      load: () => import('./pages/order.tsx'),
    },
    {
      name: 'Wallet:Fees',
      path: '/financial/fees',
      access: 'auth',
      title: 'wallet.pages.fees',
      load: () => import('./pages/fees.tsx'),
    },
    {
      name: 'Wallet:Withdraw',
      path: '/financial/withdraw/:withdraw_label',
      access: 'auth',
      title: 'wallet.pages.withdrawal',
      load: () => import('./pages/withdrawal.tsx'),
    },
  ],
  sidebar: [{ section: 'personal', label: 'wallet.sidebar', path: '/financial', icon: 'wallet', order: 20 }],
  settings: [
    {
      name: 'SettingsWithdrawAccounts',
      path: '/settings/withdraw-accounts',
      label: 'wallet.pages.withdrawAccounts',
      order: 90,
      load: () => import('./pages/withdraw-accounts.tsx'),
    },
  ],
  dashboard: [
    {
      id: 'wallet-balance',
      load: () => import('./components/dashboard-card.tsx'),
      data: () => import('./store.ts').then((store) => [store.$wallet]),
      order: 10,
      reserve: 'xl',
    },
  ],
  messages: { en: () => import('./messages/en.ts'), de: () => import('./messages/de.ts') },
});
