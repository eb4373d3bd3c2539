-- Facebook connect: the member's Facebook user access token, kept to ask the Graph API which of their
-- friends use Dalil. Cleared when they disconnect.
ALTER TABLE users ADD COLUMN facebook_access_token text;
