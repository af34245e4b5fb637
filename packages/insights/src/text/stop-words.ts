/**
 * English stop words: function words that carry no topic. Domain words such as
 * 'startup' or 'invest' stay in: inverse document frequency already discounts words
 * every thesis shares, and dropping them by hand would hide that from the evidence.
 */
export const stopWords: ReadonlySet<string> = new Set([
  'a', 'about', 'above', 'across', 'after', 'again', 'against', 'all', 'almost', 'also', 'am', 'among',
  'an', 'and', 'any', 'are', 'around', 'as', 'at', 'be', 'because', 'been', 'before', 'being', 'below',
  'between', 'both', 'but', 'by', 'can', 'could', 'did', 'do', 'does', 'doing', 'down', 'during', 'each',
  'either', 'else', 'etc', 'even', 'ever', 'every', 'few', 'for', 'from', 'further', 'had', 'has', 'have',
  'having', 'he', 'her', 'here', 'hers', 'herself', 'him', 'himself', 'his', 'how', 'however', 'i', 'if',
  'in', 'into', 'is', 'it', 'its', 'itself', 'just', 'least', 'less', 'like', 'made', 'make', 'many', 'may',
  'me', 'might', 'more', 'most', 'much', 'must', 'my', 'myself', 'neither', 'no', 'nor', 'not', 'now', 'of',
  'off', 'often', 'on', 'once', 'one', 'only', 'or', 'other', 'others', 'our', 'ours', 'ourselves', 'out',
  'over', 'own', 'per', 'perhaps', 'please', 'quite', 'rather', 'really', 'same', 'shall', 'she', 'should',
  'since', 'so', 'some', 'such', 'than', 'that', 'the', 'their', 'theirs', 'them', 'themselves', 'then',
  'there', 'these', 'they', 'this', 'those', 'though', 'through', 'thus', 'to', 'too', 'toward', 'towards',
  'under', 'until', 'up', 'upon', 'us', 'very', 'via', 'was', 'we', 'well', 'were', 'what', 'whatever',
  'when', 'where', 'whether', 'which', 'while', 'who', 'whom', 'whose', 'why', 'will', 'with', 'within',
  'without', 'would', 'yet', 'you', 'your', 'yours', 'yourself', 'yourselves',
]);
