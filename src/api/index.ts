/** The storefront's API client: one typed function per endpoint of the contract (contract/; its types: contract/api.ts). */
export {
  type ApiClient,
  type ApiClientOptions,
  ApiError,
  type ApiErrorKind,
  createApiClient,
} from './client.ts';
