// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

/// Sequence Market's public interface, v1 and v2, for the emulator's local chain: written here
/// from the ABI the platform publishes (docs/decisions.md, "The market on chain"), with the same
/// functions, events and custom errors; requests are stored on chain. No proxy and no upgrade:
/// the emulator installs the code at the network's market address.

interface IMarketERC165 {
    function supportsInterface(bytes4 interfaceId) external view returns (bool);
}

interface IMarketERC721 {
    function safeTransferFrom(address from, address to, uint256 tokenId) external;
}

interface IMarketERC1155 {
    function safeTransferFrom(address from, address to, uint256 id, uint256 amount, bytes calldata data) external;
}

interface IMarketERC20 {
    function transferFrom(address from, address to, uint256 amount) external returns (bool);
}

/// What both versions share: requests, their acceptance, cancellation and royalties.
abstract contract SequenceMarketBase {
    struct RequestParams {
        bool isListing;
        bool isERC1155;
        address tokenContract;
        uint256 tokenId;
        uint256 quantity;
        uint96 expiry;
        address currency;
        uint256 pricePerToken;
    }

    struct Request {
        address creator;
        bool isListing;
        bool isERC1155;
        address tokenContract;
        uint256 tokenId;
        uint256 quantity;
        uint96 expiry;
        address currency;
        uint256 pricePerToken;
    }

    struct CustomRoyalty {
        address recipient;
        uint96 fee;
    }

    event RequestCreated(
        uint256 indexed requestId,
        address indexed creator,
        address indexed tokenContract,
        uint256 tokenId,
        bool isListing,
        uint256 quantity,
        address currency,
        uint256 pricePerToken,
        uint256 expiry
    );
    event RequestAccepted(
        uint256 indexed requestId,
        address indexed buyer,
        address indexed tokenContract,
        address recipient,
        uint256 quantity,
        uint256 quantityRemaining
    );
    event RequestCancelled(uint256 indexed requestId, address indexed tokenContract);
    event CustomRoyaltyChanged(address indexed tokenContract, address recipient, uint96 fee);
    event OwnershipTransferred(address indexed previousOwner, address indexed newOwner);

    error InvalidAdditionalFees();
    error InvalidBatchRequest();
    error InvalidCurrency();
    error InvalidCurrencyApproval(address currency, uint256 quantity, address owner);
    error InvalidExpiry();
    error InvalidPrice();
    error InvalidQuantity();
    error InvalidRequestId(uint256 requestId);
    error InvalidRoyalty();
    error InvalidTokenApproval(address tokenContract, uint256 tokenId, uint256 quantity, address owner);
    error UnsupportedContractInterface(address contractAddress, bytes4 interfaceId);

    bytes4 internal constant ERC721_INTERFACE = 0x80ac58cd;
    bytes4 internal constant ERC1155_INTERFACE = 0xd9b67a26;
    bytes4 internal constant ERC2981_INTERFACE = 0x2a55205a;

    mapping(uint256 => Request) internal _requests;
    mapping(address => CustomRoyalty) public customRoyalties;
    uint256 internal _nextRequestId;
    address public owner;

    modifier onlyOwner() {
        require(msg.sender == owner, "Ownable: caller is not the owner");
        _;
    }

    function createRequest(RequestParams calldata request) external returns (uint256 requestId) {
        return _createRequest(request);
    }

    function createRequestBatch(RequestParams[] calldata requests) external returns (uint256[] memory requestIds) {
        requestIds = new uint256[](requests.length);
        for (uint256 i = 0; i < requests.length; i++) {
            requestIds[i] = _createRequest(requests[i]);
        }
    }

    function acceptRequestBatch(
        uint256[] calldata requestIds,
        uint256[] calldata quantities,
        address[] calldata recipients,
        uint256[] calldata additionalFees,
        address[] calldata additionalFeeRecipients
    ) external {
        if (requestIds.length != quantities.length || requestIds.length != recipients.length) {
            revert InvalidBatchRequest();
        }
        for (uint256 i = 0; i < requestIds.length; i++) {
            _acceptRequest(requestIds[i], quantities[i], recipients[i], additionalFees, additionalFeeRecipients, 0);
        }
    }

    /// Cancels a request of the caller's; anyone else's, or none, is an invalid id.
    function cancelRequest(uint256 requestId) external {
        _cancelRequest(requestId);
    }

    function cancelRequestBatch(uint256[] calldata requestIds) external {
        for (uint256 i = 0; i < requestIds.length; i++) {
            _cancelRequest(requestIds[i]);
        }
    }

    function getRequest(uint256 requestId) external view returns (Request memory request) {
        return _requests[requestId];
    }

    function getRequestBatch(uint256[] calldata requestIds) external view returns (Request[] memory requests) {
        requests = new Request[](requestIds.length);
        for (uint256 i = 0; i < requestIds.length; i++) {
            requests[i] = _requests[requestIds[i]];
        }
    }

    /// Valid: it exists, is not invalidated or expired, has `quantity` (0: all it has), and what it
    /// gives can be transferred now (the listing's tokens, the offer's currency).
    function isRequestValid(uint256 requestId, uint256 quantity) public view returns (bool valid, Request memory request) {
        request = _requests[requestId];
        if (quantity == 0) quantity = request.quantity;
        valid = request.creator != address(0) && !_isInvalidated(requestId, request)
            && request.expiry > block.timestamp && quantity > 0 && quantity <= request.quantity;
        if (!valid) return (false, request);
        if (request.isListing) {
            valid = _hasTokens(request.isERC1155, request.tokenContract, request.tokenId, quantity, request.creator);
        } else {
            (bool fits, uint256 cost) = _mul(request.pricePerToken, quantity);
            valid = fits && _hasCurrency(request.currency, cost, request.creator);
        }
    }

    function isRequestValidBatch(uint256[] calldata requestIds, uint256[] calldata quantities)
        external
        view
        returns (bool[] memory valid, Request[] memory requests)
    {
        if (requestIds.length != quantities.length) revert InvalidBatchRequest();
        valid = new bool[](requestIds.length);
        requests = new Request[](requestIds.length);
        for (uint256 i = 0; i < requestIds.length; i++) {
            (valid[i], requests[i]) = isRequestValid(requestIds[i], quantities[i]);
        }
    }

    /// The collection's custom royalty when the owner set one, else its EIP-2981 answer, else none.
    function getRoyaltyInfo(address tokenContract, uint256 tokenId, uint256 cost)
        public
        view
        returns (address recipient, uint256 royalty)
    {
        CustomRoyalty memory custom = customRoyalties[tokenContract];
        if (custom.recipient != address(0)) {
            return (custom.recipient, (cost * custom.fee) / 10_000);
        }
        if (!_supports(tokenContract, ERC2981_INTERFACE)) return (address(0), 0);
        (bool ok, bytes memory answer) =
            tokenContract.staticcall(abi.encodeWithSignature("royaltyInfo(uint256,uint256)", tokenId, cost));
        if (!ok || answer.length < 64) return (address(0), 0);
        (uint256 who, uint256 amount) = abi.decode(answer, (uint256, uint256));
        return (address(uint160(who)), amount);
    }

    function setRoyaltyInfo(address tokenContract, address recipient, uint96 fee) external onlyOwner {
        if (fee > 10_000) revert InvalidRoyalty();
        customRoyalties[tokenContract] = CustomRoyalty(recipient, fee);
        emit CustomRoyaltyChanged(tokenContract, recipient, fee);
    }

    function transferOwnership(address newOwner) external onlyOwner {
        require(newOwner != address(0), "Ownable: new owner is the zero address");
        _setOwner(newOwner);
    }

    function renounceOwnership() external onlyOwner {
        _setOwner(address(0));
    }

    function _setOwner(address newOwner) internal {
        emit OwnershipTransferred(owner, newOwner);
        owner = newOwner;
    }

    /// Whether a request was invalidated in bulk (v2 only).
    function _isInvalidated(uint256 requestId, Request memory request) internal view virtual returns (bool);

    /// Whether a listing may be paid in the chain's own currency (v2's acceptRequest is payable).
    function _acceptsNativeCurrency() internal pure virtual returns (bool);

    function _createRequest(RequestParams calldata params) internal returns (uint256 requestId) {
        if (params.pricePerToken == 0) revert InvalidPrice();
        if (params.expiry <= block.timestamp) revert InvalidExpiry();
        if (params.quantity == 0 || (!params.isERC1155 && params.quantity != 1)) revert InvalidQuantity();
        bytes4 kind = params.isERC1155 ? ERC1155_INTERFACE : ERC721_INTERFACE;
        if (!_supports(params.tokenContract, kind)) revert UnsupportedContractInterface(params.tokenContract, kind);
        if (params.isListing) {
            if (params.currency == address(0) ? !_acceptsNativeCurrency() : params.currency.code.length == 0) {
                revert InvalidCurrency();
            }
            if (!_hasTokens(params.isERC1155, params.tokenContract, params.tokenId, params.quantity, msg.sender)) {
                revert InvalidTokenApproval(params.tokenContract, params.tokenId, params.quantity, msg.sender);
            }
        } else {
            // An offer's currency is taken from its maker when it is accepted: never the chain's own.
            if (params.currency == address(0) || params.currency.code.length == 0) revert InvalidCurrency();
            (bool fits, uint256 cost) = _mul(params.pricePerToken, params.quantity);
            if (!fits) revert InvalidPrice();
            if (!_hasCurrency(params.currency, cost, msg.sender)) {
                revert InvalidCurrencyApproval(params.currency, cost, msg.sender);
            }
        }
        requestId = _nextRequestId++;
        _requests[requestId] = Request(
            msg.sender,
            params.isListing,
            params.isERC1155,
            params.tokenContract,
            params.tokenId,
            params.quantity,
            params.expiry,
            params.currency,
            params.pricePerToken
        );
        emit RequestCreated(
            requestId,
            msg.sender,
            params.tokenContract,
            params.tokenId,
            params.isListing,
            params.quantity,
            params.currency,
            params.pricePerToken,
            params.expiry
        );
    }

    /// A listing: the caller pays and `recipient` gets the tokens. An offer: the caller gives the
    /// tokens and `recipient` gets the currency. Royalty and fees come out of the price.
    function _acceptRequest(
        uint256 requestId,
        uint256 quantity,
        address recipient,
        uint256[] calldata additionalFees,
        address[] calldata additionalFeeRecipients,
        uint256 value
    ) internal {
        Request memory request = _requests[requestId];
        if (request.creator == address(0)) revert InvalidRequestId(requestId);
        _requireAcceptable(requestId, request, quantity, additionalFees, additionalFeeRecipients);
        uint256 remaining = request.quantity - quantity;
        if (remaining == 0) {
            delete _requests[requestId];
        } else {
            _requests[requestId].quantity = remaining;
        }
        address tokenFrom = request.isListing ? request.creator : msg.sender;
        if (!_hasTokens(request.isERC1155, request.tokenContract, request.tokenId, quantity, tokenFrom)) {
            revert InvalidTokenApproval(request.tokenContract, request.tokenId, quantity, tokenFrom);
        }
        _pay(request, quantity, recipient, additionalFees, additionalFeeRecipients, value);
        _transferTokens(request, tokenFrom, request.isListing ? recipient : request.creator, quantity);
        emit RequestAccepted(requestId, msg.sender, request.tokenContract, recipient, quantity, remaining);
    }

    function _transferTokens(Request memory request, address from, address to, uint256 quantity) internal {
        if (request.isERC1155) {
            IMarketERC1155(request.tokenContract).safeTransferFrom(from, to, request.tokenId, quantity, "");
        } else {
            IMarketERC721(request.tokenContract).safeTransferFrom(from, to, request.tokenId);
        }
    }

    function _requireAcceptable(
        uint256 requestId,
        Request memory request,
        uint256 quantity,
        uint256[] calldata additionalFees,
        address[] calldata additionalFeeRecipients
    ) internal view {
        _requireNotInvalidated(requestId, request);
        if (quantity == 0 || quantity > request.quantity) revert InvalidQuantity();
        if (request.expiry <= block.timestamp) revert InvalidExpiry();
        if (additionalFees.length != additionalFeeRecipients.length) revert InvalidAdditionalFees();
    }

    /// Refuses a request invalidated in bulk (v2's `Invalidated`).
    function _requireNotInvalidated(uint256 requestId, Request memory request) internal view virtual;

    /// Who pays what to whom when a request is accepted.
    struct Payment {
        address currency;
        address payer;
        address payee;
        uint256 cost;
    }

    /// The price of `quantity` from the buyer (a listing's caller, an offer's maker): the royalty,
    /// then each additional fee, then the rest to the seller (a listing's maker, an offer's `recipient`).
    function _pay(
        Request memory request,
        uint256 quantity,
        address recipient,
        uint256[] calldata additionalFees,
        address[] calldata additionalFeeRecipients,
        uint256 value
    ) internal {
        Payment memory payment = _payment(request, quantity, recipient, value);
        (address royaltyRecipient, uint256 royalty) =
            getRoyaltyInfo(request.tokenContract, request.tokenId, payment.cost);
        uint256 rest = _rest(payment.cost, royalty, additionalFees, additionalFeeRecipients);
        if (royalty > 0) _transferCurrency(payment, royaltyRecipient, royalty);
        for (uint256 i = 0; i < additionalFees.length; i++) {
            if (additionalFees[i] > 0) _transferCurrency(payment, additionalFeeRecipients[i], additionalFees[i]);
        }
        if (rest > 0) _transferCurrency(payment, payment.payee, rest);
    }

    function _payment(Request memory request, uint256 quantity, address recipient, uint256 value)
        internal
        view
        returns (Payment memory payment)
    {
        (bool fits, uint256 cost) = _mul(request.pricePerToken, quantity);
        if (!fits) revert InvalidPrice();
        payment = Payment(
            request.currency,
            request.isListing ? msg.sender : request.creator,
            request.isListing ? request.creator : recipient,
            cost
        );
        if (payment.currency == address(0)) {
            if (value != cost) revert InvalidCurrency();
        } else {
            if (value != 0) revert InvalidCurrency();
            if (!_hasCurrency(payment.currency, cost, payment.payer)) {
                revert InvalidCurrencyApproval(payment.currency, cost, payment.payer);
            }
        }
    }

    /// What the seller gets of `cost` once the royalty and the fees are taken out.
    function _rest(uint256 cost, uint256 royalty, uint256[] calldata fees, address[] calldata recipients)
        internal
        pure
        returns (uint256 rest)
    {
        if (royalty > cost) revert InvalidRoyalty();
        rest = cost - royalty;
        for (uint256 i = 0; i < fees.length; i++) {
            if (fees[i] > rest || recipients[i] == address(0)) revert InvalidAdditionalFees();
            rest -= fees[i];
        }
    }

    function _transferCurrency(Payment memory payment, address to, uint256 amount) internal {
        address currency = payment.currency;
        address from = payment.payer;
        if (currency == address(0)) {
            (bool sent,) = to.call{value: amount}("");
            if (!sent) revert InvalidCurrency();
            return;
        }
        (bool ok, bytes memory answer) =
            currency.call(abi.encodeWithSelector(IMarketERC20.transferFrom.selector, from, to, amount));
        if (!ok || (answer.length > 0 && (answer.length < 32 || uint256(bytes32(answer)) == 0))) {
            revert InvalidCurrencyApproval(currency, amount, from);
        }
    }

    function _cancelRequest(uint256 requestId) internal {
        Request storage request = _requests[requestId];
        if (request.creator != msg.sender) revert InvalidRequestId(requestId);
        address tokenContract = request.tokenContract;
        delete _requests[requestId];
        emit RequestCancelled(requestId, tokenContract);
    }

    /// Whether `owner_` holds `quantity` of the token and has approved this market to move them.
    function _hasTokens(bool isERC1155, address tokenContract, uint256 tokenId, uint256 quantity, address owner_)
        internal
        view
        returns (bool)
    {
        if (isERC1155) {
            (bool okBalance, uint256 balance) =
                _read(tokenContract, abi.encodeWithSignature("balanceOf(address,uint256)", owner_, tokenId));
            return okBalance && balance >= quantity && _approvedForAll(tokenContract, owner_);
        }
        (bool okOwner, uint256 holder) = _read(tokenContract, abi.encodeWithSignature("ownerOf(uint256)", tokenId));
        if (!okOwner || address(uint160(holder)) != owner_ || quantity != 1) return false;
        if (_approvedForAll(tokenContract, owner_)) return true;
        (bool okApproved, uint256 approved) =
            _read(tokenContract, abi.encodeWithSignature("getApproved(uint256)", tokenId));
        return okApproved && address(uint160(approved)) == address(this);
    }

    function _approvedForAll(address tokenContract, address owner_) internal view returns (bool) {
        (bool ok, uint256 approved) =
            _read(tokenContract, abi.encodeWithSignature("isApprovedForAll(address,address)", owner_, address(this)));
        return ok && approved != 0;
    }

    /// Whether `owner_` holds `amount` of the currency and allows this market to take it.
    function _hasCurrency(address currency, uint256 amount, address owner_) internal view returns (bool) {
        if (currency == address(0)) return true;
        (bool okBalance, uint256 balance) = _read(currency, abi.encodeWithSignature("balanceOf(address)", owner_));
        (bool okAllowance, uint256 allowance) =
            _read(currency, abi.encodeWithSignature("allowance(address,address)", owner_, address(this)));
        return okBalance && okAllowance && balance >= amount && allowance >= amount;
    }

    function _supports(address target, bytes4 interfaceId) internal view returns (bool) {
        (bool ok, uint256 yes) =
            _read(target, abi.encodeWithSelector(IMarketERC165.supportsInterface.selector, interfaceId));
        return ok && yes != 0;
    }

    /// The first word a view of another contract answers, or false: a contract that reverts, has no
    /// code or answers short is read as nothing, never trusted.
    function _read(address target, bytes memory call) internal view returns (bool ok, uint256 word) {
        if (target.code.length == 0) return (false, 0);
        bytes memory answer;
        (ok, answer) = target.staticcall(call);
        if (!ok || answer.length < 32) return (false, 0);
        word = uint256(bytes32(answer));
    }

    /// `a * b`, and whether it fits in 256 bits.
    function _mul(uint256 a, uint256 b) internal pure returns (bool fits, uint256 product) {
        unchecked {
            product = a * b;
            fits = a == 0 || product / a == b;
        }
    }
}

/// Sequence Market v1: no bulk invalidation; a listing is paid in an ERC-20 only.
contract SequenceMarketV1 is SequenceMarketBase {
    constructor(address owner_) {
        _setOwner(owner_);
    }

    function acceptRequest(
        uint256 requestId,
        uint256 quantity,
        address receiver,
        uint256[] calldata additionalFees,
        address[] calldata additionalFeeReceivers
    ) external {
        _acceptRequest(requestId, quantity, receiver, additionalFees, additionalFeeReceivers, 0);
    }

    function _isInvalidated(uint256, Request memory) internal pure override returns (bool) {
        return false;
    }

    function _acceptsNativeCurrency() internal pure override returns (bool) {
        return false;
    }

    function _requireNotInvalidated(uint256, Request memory) internal pure override {}
}

/// Sequence Market v2: a maker invalidates every request made so far, or all on a collection; a
/// listing may be paid in the chain's own currency.
contract SequenceMarketV2 is SequenceMarketBase {
    error Invalidated();

    event RequestsInvalidated(address indexed creator, uint256 indexed invalidatedBefore);
    event RequestsInvalidated(address indexed creator, address indexed tokenContract, uint256 indexed invalidatedBefore);

    mapping(address => uint256) public invalidBeforeId;
    mapping(address => mapping(address => uint256)) public invalidTokenBeforeId;

    /// Sets the owner once (the code is installed, not constructed, on the emulator's chain).
    function initialize(address owner_) external {
        require(owner == address(0), "Initializable: contract is already initialized");
        _setOwner(owner_);
    }

    function acceptRequest(
        uint256 requestId,
        uint256 quantity,
        address recipient,
        uint256[] calldata additionalFees,
        address[] calldata additionalFeeRecipients
    ) external payable {
        _acceptRequest(requestId, quantity, recipient, additionalFees, additionalFeeRecipients, msg.value);
    }

    function invalidateRequests() external {
        invalidBeforeId[msg.sender] = _nextRequestId;
        emit RequestsInvalidated(msg.sender, _nextRequestId);
    }

    function invalidateRequests(address tokenContract) external {
        invalidTokenBeforeId[msg.sender][tokenContract] = _nextRequestId;
        emit RequestsInvalidated(msg.sender, tokenContract, _nextRequestId);
    }

    function _isInvalidated(uint256 requestId, Request memory request) internal view override returns (bool) {
        return requestId < invalidBeforeId[request.creator]
            || requestId < invalidTokenBeforeId[request.creator][request.tokenContract];
    }

    function _acceptsNativeCurrency() internal pure override returns (bool) {
        return true;
    }

    function _requireNotInvalidated(uint256 requestId, Request memory request) internal view override {
        if (_isInvalidated(requestId, request)) revert Invalidated();
    }
}
