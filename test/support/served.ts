/**
 * What the kit reads of an emulator record once a Go server has sent it: the
 * record serialized as the emulator serializes answers (wire/goJson.ts), then
 * read by the kit's own schema. Tests compare answers with the state this way.
 */
import { Order } from '../../src/core/schemas/order.js'
import { encodeStruct } from '../../src/emulator/wire/goJson.js'
import { GoOrder } from '../../src/emulator/wire/types.js'

/** An emulator order as the kit reads it from the wire. */
export const servedOrder = (order: object): Order =>
  Order.parse(encodeStruct(order as Record<string, unknown>, GoOrder))
