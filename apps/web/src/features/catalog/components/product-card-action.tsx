import { createContext, useContext, type ReactNode } from 'react';

export type ProductCardActionProps = { productId: number; productName: string; className: string };

/**
 * What a product card shows in its picture's corner (the wishlist heart). The catalog does not import other
 * features, so the app supplies it once (`app/provider.tsx`); without a provider the corner stays empty.
 */
const ProductCardActionContext = createContext<((props: ProductCardActionProps) => ReactNode) | null>(null);

export const ProductCardActionProvider = ProductCardActionContext.Provider;

export function ProductCardAction(props: ProductCardActionProps) {
  const render = useContext(ProductCardActionContext);
  return render ? render(props) : null;
}
