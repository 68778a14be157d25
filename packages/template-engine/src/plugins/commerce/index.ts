import type { Plugin } from '../../plugin-api.js'
import { addToCartButtonFormatter } from './add-to-cart-btn.js'
import {
  cartQuantityFormatter,
  cartSubtotalFormatter,
  cartUrlFormatter,
} from './cart-formatters.js'
import {
  hasVariantsPredicate,
  onSalePredicate,
  soldOutPredicate,
  variedPricesPredicate,
} from './commerce-predicates.js'
import {
  bookkeeperMoneyFormatFormatter,
  moneyFormatFormatter,
  moneyFormatter,
  moneyStringFormatter,
  percentageFormatFormatter,
} from './money-formatters.js'
import { fromPriceFormatter, normalPriceFormatter, salePriceFormatter } from './price-amounts.js'
import { productCheckoutFormatter } from './product-checkout.js'
import { productPriceFormatter } from './product-price.js'
import { productQuickViewFormatter } from './product-quick-view.js'
import { productRestockNotificationFormatter } from './product-restock-notification.js'
import { productScarcityFormatter } from './product-scarcity.js'
import { productStatusFormatter } from './product-status.js'
import { quantityInputFormatter } from './quantity-input.js'
import { subscriptionPriceFormatter } from './subscription-price.js'
import { summaryFormFieldFormatter } from './summary-form-field.js'
import { variantDescriptorFormatter } from './variant-descriptor.js'
import { variantsSelectFormatter } from './variants-select.js'

export const commercePlugin: Plugin = {
  formatters: {
    'add-to-cart-btn': addToCartButtonFormatter,
    'bookkeeper-money-format': bookkeeperMoneyFormatFormatter,
    'cart-quantity': cartQuantityFormatter,
    'cart-subtotal': cartSubtotalFormatter,
    'cart-url': cartUrlFormatter,
    'from-price': fromPriceFormatter,
    money: moneyFormatter,
    'money-format': moneyFormatFormatter,
    moneyFormat: moneyFormatFormatter,
    'money-string': moneyStringFormatter,
    'normal-price': normalPriceFormatter,
    'percentage-format': percentageFormatFormatter,
    'product-checkout': productCheckoutFormatter,
    'product-price': productPriceFormatter,
    'product-quick-view': productQuickViewFormatter,
    'product-restock-notification': productRestockNotificationFormatter,
    'product-scarcity': productScarcityFormatter,
    'product-status': productStatusFormatter,
    'quantity-input': quantityInputFormatter,
    'sale-price': salePriceFormatter,
    'subscription-price': subscriptionPriceFormatter,
    'summary-form-field': summaryFormFieldFormatter,
    'variant-descriptor': variantDescriptorFormatter,
    'variants-select': variantsSelectFormatter,
  },
  predicates: {
    'has-variants?': hasVariantsPredicate,
    'on-sale?': onSalePredicate,
    'sold-out?': soldOutPredicate,
    'varied-prices?': variedPricesPredicate,
  },
}
