/** The storefront's API client: one typed function per endpoint of the contract (contract/; its types: contract/api.ts). */
export {
  type ApiClient,
  ApiError,
  createApiClient,
} from './client.ts';
