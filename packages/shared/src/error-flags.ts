/**
 * Every `flag` the API answers with in an error body `{ flag, error, issues? }`. The contract's flags keep their
 * spelling (`InvadlidCredentials` is the admin sign-in's own); the rest are PascalCase. No zod here: the web app
 * matches errors by these constants and its first bundle stays small.
 */
export const ERROR_FLAGS = {
  // The contract's names.
  UserNotFound: 'UserNotFound',
  PasswordNotFound: 'PasswordNotFound',
  InvalidCredentials: 'InvalidCredentials',
  UserExists: 'UserExists',
  SellerExists: 'SellerExists',
  SellerNotFound: 'SellerNotFound',
  PFPIsRequired: 'PFPIsRequired',
  AdminExists: 'AdminExists',
  AdminNotFound: 'AdminNotFound',
  InvadlidCredentials: 'InvadlidCredentials',
  NoTokenProvided: 'NoTokenProvided',
  NoAdminTokenProvided: 'NoAdminTokenProvided',
  ImageQuantityError: 'ImageQuantityError',
  // Ours.
  ValidationError: 'ValidationError',
  BadRequest: 'BadRequest',
  Forbidden: 'Forbidden',
  NotFound: 'NotFound',
  Conflict: 'Conflict',
  OutOfStock: 'OutOfStock',
  QuantityLimit: 'QuantityLimit',
  TooManyPendingOrders: 'TooManyPendingOrders',
  PriceChanged: 'PriceChanged',
  ProfileIncomplete: 'ProfileIncomplete',
  OrderExpired: 'OrderExpired',
  AlreadyPaid: 'AlreadyPaid',
  PaymentDeclined: 'PaymentDeclined',
  PaymentVerificationFailed: 'PaymentVerificationFailed',
  PaymentProviderError: 'PaymentProviderError',
  InvalidSignature: 'InvalidSignature',
  InvalidStatusTransition: 'InvalidStatusTransition',
  AlreadyReviewed: 'AlreadyReviewed',
  NotPurchased: 'NotPurchased',
  ReturnWindowClosed: 'ReturnWindowClosed',
  CategoryExists: 'CategoryExists',
  CategoryInUse: 'CategoryInUse',
  InvalidToken: 'InvalidToken',
  FileTooLarge: 'FileTooLarge',
  PayloadTooLarge: 'PayloadTooLarge',
  TooManyFields: 'TooManyFields',
  UriTooLong: 'UriTooLong',
  UnsupportedFileType: 'UnsupportedFileType',
  UnsupportedMediaType: 'UnsupportedMediaType',
  TooManyRequests: 'TooManyRequests',
  ServiceUnavailable: 'ServiceUnavailable',
  InternalError: 'InternalError',
} as const;

export type ErrorFlag = (typeof ERROR_FLAGS)[keyof typeof ERROR_FLAGS];
