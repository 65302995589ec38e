import { orderItems } from './schema/index.ts';

/**
 * The columns of an order item as the buyer's and the seller's order pages read it: the line as bought
 * (quantity, prices, the product's name and image at checkout), its status and its timestamps.
 */
export const orderItemColumns = {
  id: orderItems.id,
  orderId: orderItems.orderId,
  productId: orderItems.productId,
  sellerId: orderItems.sellerId,
  quantity: orderItems.quantity,
  unitPricePaise: orderItems.unitPricePaise,
  offerPercentage: orderItems.offerPercentage,
  totalPaise: orderItems.totalPaise,
  productName: orderItems.productName,
  productImage: orderItems.productImage,
  status: orderItems.status,
  createdAt: orderItems.createdAt,
  updatedAt: orderItems.updatedAt,
};

/** A row read with `orderItemColumns`. */
export type OrderItemColumnsRow = Pick<typeof orderItems.$inferSelect, keyof typeof orderItemColumns>;
