-- A post may be public: visitors of the club's website see it in <club-news-feed> without signing in
-- (GET posts without a token serves only these). 0: for members only, as every post was before.
ALTER TABLE posts ADD COLUMN public INTEGER NOT NULL DEFAULT 0 CHECK (public IN (0, 1));
