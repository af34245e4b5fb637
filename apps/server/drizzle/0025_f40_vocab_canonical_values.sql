-- One vocabulary (docs/vocabulary.md, decision 0025): existing rows take the canonical values the
-- contracts now write. Spellings older clients stored ('Fintech', 'Logistics', 'Pre-seed',
-- 'Latin America') become the vocabulary's; an investor's countries named as geographies
-- ('Nigeria', 'Kenya', 'India', 'Brazil', and North Africa inside 'MENA') move to preferred_countries
-- as ISO codes; 'Asia' becomes its three regions. Values the vocabulary does not know are kept as
-- they are, so nothing is lost. Running it twice changes nothing.
UPDATE "startup" SET "sector" = m.canonical
FROM (VALUES
  ('fintech', 'FinTech'),
  ('healthtech', 'HealthTech'),
  ('edtech', 'EdTech'),
  ('agritech', 'AgriTech'),
  ('ecommerce', 'E-commerce'),
  ('logistics', 'LogisticsTech'),
  ('logisticstech', 'LogisticsTech'),
  ('cleantech', 'CleanTech'),
  ('proptech', 'PropTech'),
  ('foodtech', 'FoodTech'),
  ('retailtech', 'RetailTech'),
  ('saas', 'SaaS'),
  ('marketplace', 'Marketplace'),
  ('gaming', 'Gaming')
) AS m(key, canonical)
WHERE lower(regexp_replace("startup"."sector", '[^A-Za-z0-9]', '', 'g')) = m.key AND "startup"."sector" <> m.canonical;
--> statement-breakpoint
UPDATE "startup" SET "funding_stage" = m.canonical
FROM (VALUES
  ('preseed', 'Pre-Seed'),
  ('seed', 'Seed'),
  ('seriesa', 'Series A'),
  ('seriesb', 'Series B'),
  ('seriesc', 'Series C+'),
  ('growth', 'Growth')
) AS m(key, canonical)
WHERE lower(regexp_replace("startup"."funding_stage", '[^A-Za-z0-9]', '', 'g')) = m.key AND "startup"."funding_stage" <> m.canonical;
--> statement-breakpoint
UPDATE "startup" SET "region" = m.canonical
FROM (VALUES
  ('africa', 'Africa'),
  ('middleeast', 'Middle East'),
  ('mena', 'Middle East'),
  ('europe', 'Europe'),
  ('easterneurope', 'Europe'),
  ('southamerica', 'South America'),
  ('latinamerica', 'South America'),
  ('latam', 'South America'),
  ('northamerica', 'North America'),
  ('asiapacific', 'Asia-Pacific'),
  ('asia', 'Asia-Pacific'),
  ('southeastasia', 'Southeast Asia'),
  ('eastasia', 'East Asia')
) AS m(key, canonical)
WHERE lower(regexp_replace("startup"."region", '[^A-Za-z0-9]', '', 'g')) = m.key AND "startup"."region" <> m.canonical;
--> statement-breakpoint
UPDATE "investor_profile" AS p SET "preferred_sectors" = (
  SELECT coalesce(array_agg(s.v ORDER BY s.o), '{}'::text[]) FROM (
    SELECT coalesce(m.canonical, t.x) AS v, min(t.o) AS o
    FROM unnest(p."preferred_sectors") WITH ORDINALITY AS t(x, o)
    LEFT JOIN (VALUES
      ('fintech', 'FinTech'),
  ('healthtech', 'HealthTech'),
  ('edtech', 'EdTech'),
  ('agritech', 'AgriTech'),
  ('ecommerce', 'E-commerce'),
  ('logistics', 'LogisticsTech'),
  ('logisticstech', 'LogisticsTech'),
  ('cleantech', 'CleanTech'),
  ('proptech', 'PropTech'),
  ('foodtech', 'FoodTech'),
  ('retailtech', 'RetailTech'),
  ('saas', 'SaaS'),
  ('marketplace', 'Marketplace'),
  ('gaming', 'Gaming')
    ) AS m(key, canonical) ON m.key = lower(regexp_replace(t.x, '[^A-Za-z0-9]', '', 'g'))
    GROUP BY 1
  ) AS s
);
--> statement-breakpoint
UPDATE "investor_profile" AS p SET "preferred_stages" = (
  SELECT coalesce(array_agg(s.v ORDER BY s.o), '{}'::text[]) FROM (
    SELECT coalesce(m.canonical, t.x) AS v, min(t.o) AS o
    FROM unnest(p."preferred_stages") WITH ORDINALITY AS t(x, o)
    LEFT JOIN (VALUES
      ('preseed', 'Pre-Seed'),
  ('seed', 'Seed'),
  ('seriesa', 'Series A'),
  ('seriesb', 'Series B'),
  ('seriesc', 'Series C+'),
  ('growth', 'Growth')
    ) AS m(key, canonical) ON m.key = lower(regexp_replace(t.x, '[^A-Za-z0-9]', '', 'g'))
    GROUP BY 1
  ) AS s
);
--> statement-breakpoint
WITH geo(key, region, country, position) AS (VALUES
  ('africa', 'Africa', NULL::text, 1),
  ('middleeast', 'Middle East', NULL, 2),
  ('mena', 'Middle East', NULL, 2),
  ('europe', 'Europe', NULL, 3),
  ('easterneurope', 'Europe', NULL, 3),
  ('southamerica', 'South America', NULL, 4),
  ('latinamerica', 'South America', NULL, 4),
  ('latam', 'South America', NULL, 4),
  ('northamerica', 'North America', NULL, 5),
  ('asiapacific', 'Asia-Pacific', NULL, 6),
  ('southeastasia', 'Southeast Asia', NULL, 7),
  ('eastasia', 'East Asia', NULL, 8),
  ('asia', 'Asia-Pacific', NULL, 6),
  ('asia', 'Southeast Asia', NULL, 7),
  ('asia', 'East Asia', NULL, 8),
  ('mena', NULL, 'DZ', NULL),
  ('mena', NULL, 'EG', NULL),
  ('mena', NULL, 'LY', NULL),
  ('mena', NULL, 'MA', NULL),
  ('mena', NULL, 'TN', NULL),
  ('india', NULL, 'IN', NULL),
  ('brazil', NULL, 'BR', NULL),
  ('nigeria', NULL, 'NG', NULL),
  ('kenya', NULL, 'KE', NULL)
)
UPDATE "investor_profile" AS p SET
  "preferred_geographies" = (
    SELECT coalesce(array_agg(r.v ORDER BY r.o), '{}'::text[]) FROM (
      SELECT coalesce(g.region, t.x) AS v, min(coalesce(g.position, 100 + t.o)) AS o
      FROM unnest(p."preferred_geographies") WITH ORDINALITY AS t(x, o)
      LEFT JOIN geo AS g ON g.key = lower(regexp_replace(t.x, '[^A-Za-z0-9]', '', 'g'))
      WHERE g.key IS NULL OR g.region IS NOT NULL
      GROUP BY 1
    ) AS r
  ),
  "preferred_countries" = (
    SELECT coalesce(array_agg(c.code ORDER BY c.code), '{}'::text[]) FROM (
      SELECT unnest(p."preferred_countries") AS code
      UNION
      SELECT g.country FROM unnest(p."preferred_geographies") AS t(x) JOIN geo AS g ON g.key = lower(regexp_replace(t.x, '[^A-Za-z0-9]', '', 'g')) WHERE g.country IS NOT NULL
    ) AS c
  );
