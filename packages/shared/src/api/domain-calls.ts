import { z } from 'zod';
import { DOMAIN_ACCESS } from '../rules/domains.js';
import { domainConnectBody, domainEnquiryBody, domainEnquiryReply, domainReply } from '../schemas/domains.js';
import { endpoint } from './endpoint.js';

const caller = { auth: 'store', access: DOMAIN_ACCESS } as const;
const none = z.object({});

/**
 * The store's custom domain (/setting/domain). The spec names `/store/create_ssl` and
 * `/store/domain_enquiry`; the others follow its path style (docs/decisions.md, "Custom domains").
 */
export const DOMAIN_CALLS = {
  get: endpoint({
    method: 'GET',
    path: '/store/domain',
    ...caller,
    input: undefined,
    output: domainReply,
    summary: "The store's domain, the DNS records to add and its certificate",
  }),
  connect: endpoint({
    method: 'POST',
    path: '/store/domain',
    ...caller,
    input: domainConnectBody,
    output: domainReply,
    summary:
      'Connect a domain (422 on `domain` for an invalid name, 409 when another store holds it, 403 on a free package)',
  }),
  verify: endpoint({
    method: 'POST',
    path: '/store/domain/verify',
    ...caller,
    input: none,
    output: domainReply,
    summary: "Look the domain's DNS records up now; verified once the TXT token and a routing record answer",
  }),
  remove: endpoint({
    method: 'PATCH',
    path: '/store/domain',
    ...caller,
    input: none,
    output: domainReply,
    summary: 'Disconnect the domain: the shop stops answering on it and its certificate is dropped',
  }),
  createSsl: endpoint({
    method: 'GET',
    path: '/store/create_ssl',
    ...caller,
    input: undefined,
    output: domainReply,
    summary:
      "Start issuing the verified domain's certificate (ACME) unless it is issued or under way; answers where it stands",
  }),
  enquiry: endpoint({
    method: 'POST',
    path: '/store/domain_enquiry',
    ...caller,
    input: domainEnquiryBody,
    output: domainEnquiryReply,
    summary: 'Ask the platform for help with a domain; kept for the platform admin and mailed to support',
  }),
};
