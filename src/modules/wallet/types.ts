// Wire types of the wallet API, inferred from its schemas (src/shared/contract/wallet.ts).
export type {
  BankDetails,
  OrderItem,
  OrderPurpose,
  OrderStatus,
  PaymentMethod,
  PdfDocument,
  TransactionReference,
  TransactionStatus,
  TransactionType,
  WalletLimits,
  WalletOrder,
  WalletSummary,
  WalletTransaction,
  WithdrawAccount,
  Withdrawal,
  WithdrawalStatus,
} from '../../shared/contract/wallet.ts';
