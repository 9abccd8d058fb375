-- Fair webhook claims (issue 16): each endpoint's oldest due delivery is found by one index probe, so a
-- claim can go round the endpoints (and accounts) that have work instead of reading the oldest rows of
-- the whole queue, which one stuck account could fill.
CREATE INDEX webhook_deliveries_endpoint_due_idx ON webhook_deliveries (endpoint_id, next_attempt_at)
    WHERE status = 'pending';
