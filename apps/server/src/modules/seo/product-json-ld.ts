import type { Product } from '@shop/shared/catalog/product-schemas';
import { priceNow, saleRuns } from '@shop/shared/catalog/sale-price';
import type { ProductRating } from './product-ratings.ts';

/** schema.org Product for search engines' rich results: price, availability and rating. */
export function productJsonLd(input: {
  product: Product;
  shopName: string;
  url: string;
  image: string;
  rating: ProductRating | undefined;
}) {
  const { product, rating } = input;
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.fullname,
    image: [input.image],
    description: product.description,
    sku: product.productId,
    brand: { '@type': 'Brand', name: input.shopName },
    // The registration NAFDAC gave the product: schema.org's `identifier` as a PropertyValue, the
    // form it documents for identifiers from other schemes (decision 55).
    ...(product.nafdacNumber
      ? {
          identifier: {
            '@type': 'PropertyValue',
            propertyID: 'NAFDAC',
            name: 'NAFDAC registration number',
            value: product.nafdacNumber,
          },
        }
      : {}),
    offers: {
      '@type': 'Offer',
      price: String(priceNow(product)),
      priceCurrency: 'NGN',
      // A sale's price holds until it ends; the normal price is given as the struck-through one,
      // the form Google documents for a sale (decision 60).
      ...(saleRuns(product)
        ? {
            priceValidUntil: product.saleEndsAt,
            priceSpecification: {
              '@type': 'UnitPriceSpecification',
              priceType: 'https://schema.org/StrikethroughPrice',
              price: String(product.price),
              priceCurrency: 'NGN',
            },
          }
        : {}),
      availability: product.inStock ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
      url: input.url,
    },
    ...(rating && rating.count > 0
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: rating.average,
            reviewCount: rating.count,
          },
        }
      : {}),
  };
}
