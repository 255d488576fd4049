-- A refund paid back through the provider is claimed (to_refund -> refunding) until claimed_until
-- (server/services/provider-refunds.ts payRefunds): a process that dies between the claim and the
-- end leaves the row 'refunding', and once the claim has run out the next run takes it again (it
-- reads the charge's refunds at the provider first, so money is never paid back twice).
ALTER TABLE refunds ADD COLUMN claimed_until timestamptz;
